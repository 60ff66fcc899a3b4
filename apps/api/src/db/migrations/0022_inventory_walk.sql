ALTER TABLE "product_variants" ADD COLUMN "product_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "product_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each variant's copy of its product's created_at and "is archived" (issue 12 §3; catalog.ts,
-- product_variants.productCreatedAt), then the column is required.
UPDATE "product_variants" v SET "product_created_at" = p.created_at, "product_archived" = (p.status = 'archived')
FROM "products" p WHERE p.account_id = v.account_id AND p.id = v.product_id;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "product_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_variants_inventory_walk_idx" ON "product_variants" USING btree ("account_id","product_created_at" DESC NULLS FIRST,"product_id","position","id") WHERE "product_variants"."deleted_at" IS NULL AND NOT "product_variants"."product_archived";
