CREATE TABLE "product_status_counts" (
	"account_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_status_counts_account_id_status_pk" PRIMARY KEY("account_id","status"),
	CONSTRAINT "product_status_counts_nonneg" CHECK ("product_status_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_status_counts" ADD CONSTRAINT "product_status_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_barcode_idx" ON "product_variants" USING btree ("barcode") WHERE "product_variants"."barcode" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "product_status_counts" ("account_id", "status", "count")
  SELECT "account_id", "status", count(*) FROM "products" GROUP BY 1, 2;
