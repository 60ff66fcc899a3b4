-- Trigram indexes take each new entry at once instead of through a pending list every search reads
-- (docs/decisions/029). Changing the option keeps the index; the entries already pending are merged
-- now rather than at the next vacuum.
ALTER INDEX "product_variants_sku_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "product_variants_title_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "products_title_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "customers_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "orders_ship_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['product_variants_sku_trgm_idx',
  'product_variants_title_trgm_idx', 'products_title_trgm_idx', 'customers_name_trgm_idx',
  'orders_ship_name_trgm_idx']) AS i;
