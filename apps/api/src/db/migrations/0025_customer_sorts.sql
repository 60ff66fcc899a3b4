DROP INDEX "customers_account_last_idx";--> statement-breakpoint
CREATE INDEX "customers_account_orders_idx" ON "customers" USING btree ("account_id","orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_account_spent_idx" ON "customers" USING btree ("account_id","total_spent" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_account_name_idx" ON "customers" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_blocked_idx" ON "customers" USING btree ("account_id","last_order_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "customers"."blocked";--> statement-breakpoint
CREATE INDEX "customers_account_last_idx" ON "customers" USING btree ("account_id","last_order_at" DESC NULLS LAST,"id" DESC NULLS FIRST);