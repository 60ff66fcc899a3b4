CREATE TABLE "inventory_summaries" (
	"account_id" uuid NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"variants" integer DEFAULT 0 NOT NULL,
	"low_count" integer DEFAULT 0 NOT NULL,
	"out_count" integer DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"stock_value" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "inventory_summaries_account_id_shard_pk" PRIMARY KEY("account_id","shard")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inv_variants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inv_low" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inv_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inv_units" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inv_value" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_summaries" ADD CONSTRAINT "inventory_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each product's inventory figures from its live variants, then each account's summary as their sum
-- (issue 12 §3; db/stock-figures.ts, figuresOf: the same formula).
UPDATE "products" p SET "inv_variants" = f.variants, "inv_low" = f.low, "inv_out" = f.out, "inv_units" = f.units, "inv_value" = f.value
FROM (
  SELECT p2.account_id, p2.id,
    count(v.id) FILTER (WHERE p2.status <> 'archived')::int AS variants,
    count(v.id) FILTER (WHERE p2.status <> 'archived' AND v.total_available > 0 AND v.total_available <= p2.low_stock_threshold)::int AS low,
    count(v.id) FILTER (WHERE p2.status <> 'archived' AND v.total_available = 0)::int AS out,
    coalesce(sum(v.total_available + v.total_committed) FILTER (WHERE p2.status <> 'archived'), 0)::bigint AS units,
    coalesce(sum((v.total_available + v.total_committed)::numeric * coalesce(v.cost, 0)) FILTER (WHERE p2.status <> 'archived'), 0) AS value
  FROM "products" p2
  LEFT JOIN "product_variants" v ON v.account_id = p2.account_id AND v.product_id = p2.id AND v.deleted_at IS NULL
  GROUP BY p2.account_id, p2.id
) f
WHERE p.account_id = f.account_id AND p.id = f.id;--> statement-breakpoint
INSERT INTO "inventory_summaries" ("account_id", "shard", "variants", "low_count", "out_count", "units", "stock_value")
SELECT account_id, 0, sum(inv_variants), sum(inv_low), sum(inv_out), sum(inv_units), sum(inv_value)
FROM "products" GROUP BY account_id;
