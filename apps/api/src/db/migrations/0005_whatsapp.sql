CREATE TABLE "whatsapp_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"token_last4" text NOT NULL,
	"template_name" text,
	"template_language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD CONSTRAINT "whatsapp_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;