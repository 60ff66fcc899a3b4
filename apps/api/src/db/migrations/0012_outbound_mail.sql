DROP INDEX "login_attempts_email_idx";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "kind" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "outbox_account_idx" ON "outbox_emails" USING btree ("account_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_emails" USING btree (lower("to"),"kind","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","ip","created_at");