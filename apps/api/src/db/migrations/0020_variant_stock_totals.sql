ALTER TABLE "product_variants" ADD COLUMN "total_available" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "total_committed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each variant's stock over every location, from its levels (issue 12 §3; catalog.ts, product_variants).
UPDATE "product_variants" v SET "total_available" = s.available, "total_committed" = s.committed
FROM (
  SELECT account_id, variant_id, sum(available)::int AS available, sum(committed)::int AS committed
  FROM "inventory_levels" GROUP BY account_id, variant_id
) s
WHERE v.account_id = s.account_id AND v.id = s.variant_id;
