CREATE TABLE "product_daily_counts" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"draft" integer DEFAULT 0 NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"variants" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_counts_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_daily_counts" ADD CONSTRAINT "product_daily_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The catalogue as it stands, counted per Asia/Karachi day of each product's created_at (decision 026).
INSERT INTO "product_daily_counts" ("account_id", "day", "active", "draft", "archived", "variants")
SELECT "account_id", ("created_at" AT TIME ZONE 'Asia/Karachi')::date,
  count(*) FILTER (WHERE "status" = 'active'), count(*) FILTER (WHERE "status" = 'draft'),
  count(*) FILTER (WHERE "status" = 'archived'), coalesce(sum("inv_variants"), 0)
FROM "products" GROUP BY 1, 2;
