CREATE TABLE "whatsapp_sandbox_messages" (
	"account_id" uuid NOT NULL,
	"id" text NOT NULL,
	"wa_id" text NOT NULL,
	"direction" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_sandbox_messages_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "whatsapp_sandbox_messages_direction" CHECK ("whatsapp_sandbox_messages"."direction" in ('out', 'in'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_sandbox_messages" ADD CONSTRAINT "whatsapp_sandbox_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_sandbox_messages_chat_idx" ON "whatsapp_sandbox_messages" USING btree ("account_id","wa_id","created_at");