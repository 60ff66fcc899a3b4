-- Hot counters spread over shards (issue 24): writers pick a shard at random, readers sum.
ALTER TABLE "order_status_counts" DROP CONSTRAINT "order_status_counts_nonneg";--> statement-breakpoint
ALTER TABLE "order_daily_stats" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_daily_stats" DROP CONSTRAINT "order_daily_stats_account_id_day_pk";--> statement-breakpoint
ALTER TABLE "order_status_counts" DROP CONSTRAINT "order_status_counts_account_id_status_pk";--> statement-breakpoint
ALTER TABLE "order_daily_stats" ADD CONSTRAINT "order_daily_stats_account_id_day_shard_pk" PRIMARY KEY("account_id","day","shard");--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_account_id_status_shard_pk" PRIMARY KEY("account_id","status","shard");
