CREATE TABLE "whatsapp_status_seen" (
	"account_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_status_seen_account_id_message_id_status_pk" PRIMARY KEY("account_id","message_id","status")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_wa_message_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_wa_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_wa_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_wa_error_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_wa_error_title" text;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "verify_token" text;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "app_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "display_phone_number" text;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "verified_name" text;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_status_seen" ADD CONSTRAINT "whatsapp_status_seen_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_status_seen_received_idx" ON "whatsapp_status_seen" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "orders_account_wa_message_idx" ON "orders" USING btree ("account_id","confirmation_wa_message_id") WHERE "orders"."confirmation_wa_message_id" IS NOT NULL;