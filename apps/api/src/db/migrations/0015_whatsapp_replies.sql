CREATE TABLE "whatsapp_contacts" (
	"account_id" uuid NOT NULL,
	"wa_id" text NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_contacts_account_id_wa_id_pk" PRIMARY KEY("account_id","wa_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "auto_confirm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sellers who had a template kept sending automatically; without one, automatic free-form messages
-- reached only buyers who wrote in the last 24 hours, so they stop (docs/whatsapp.md §7).
UPDATE "whatsapp_settings" SET "auto_confirm" = true WHERE "template_name" IS NOT NULL;
