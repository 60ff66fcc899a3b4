-- Issue 28 §2: a schema Citus can distribute by account (docs/scaling.md, "The rules").
-- Every seller table carries account_id, leads its primary key and every unique index with it, and
-- refers to another seller table by (account_id, id). Rows are kept as they are: the child tables
-- take their account from their parent, and the public links (tracking, confirmation, product,
-- shop, a courier's number) are copied into public_handles, which keeps them unique across sellers.
-- Sign-ins from before carry no account in their token (auth/session-token.ts): they are revoked
-- (kept, so their history stays), and everyone signs in once more.
-- 1. The children take their parent's account.
ALTER TABLE "order_items" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "order_items" SET "account_id" = p."account_id" FROM "orders" p WHERE p."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "order_events" SET "account_id" = p."account_id" FROM "orders" p WHERE p."id" = "order_events"."order_id";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "shipment_events" SET "account_id" = p."account_id" FROM "shipments" p WHERE p."id" = "shipment_events"."shipment_id";--> statement-breakpoint
ALTER TABLE "shipment_events" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "purchase_order_lines" SET "account_id" = p."account_id" FROM "purchase_orders" p WHERE p."id" = "purchase_order_lines"."purchase_order_id";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "purchase_order_events" SET "account_id" = p."account_id" FROM "purchase_orders" p WHERE p."id" = "purchase_order_events"."purchase_order_id";--> statement-breakpoint
ALTER TABLE "purchase_order_events" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_cities" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "courier_cities" SET "account_id" = p."account_id" FROM "courier_accounts" p WHERE p."id" = "courier_cities"."courier_account_id";--> statement-breakpoint
ALTER TABLE "courier_cities" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "sandbox_parcels" SET "account_id" = p."account_id" FROM "courier_accounts" p WHERE p."id" = "sandbox_parcels"."courier_account_id";--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "shipper_courier_codes" SET "account_id" = p."account_id" FROM "shippers" p WHERE p."id" = "shipper_courier_codes"."shipper_id";--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "store_counters" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "store_counters" SET "account_id" = p."account_id" FROM "stores" p WHERE p."id" = "store_counters"."store_id";--> statement-breakpoint
ALTER TABLE "store_counters" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
-- 2. Foreign keys, unique indexes and primary keys without the account go.
ALTER TABLE "stores" DROP CONSTRAINT "stores_shop_id_uq";--> statement-breakpoint
ALTER TABLE "inventory_levels" DROP CONSTRAINT "inventory_levels_variant_id_product_variants_id_fk";--> statement-breakpoint
ALTER TABLE "inventory_levels" DROP CONSTRAINT "inventory_levels_location_id_stock_locations_id_fk";--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_image_id_product_images_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_vendor_id_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_public_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "purchase_order_events" DROP CONSTRAINT "purchase_order_events_purchase_order_id_purchase_orders_id_fk";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_variant_id_product_variants_id_fk";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_vendor_id_vendors_id_fk";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_location_id_stock_locations_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_variant_id_product_variants_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_location_id_stock_locations_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_order_item_id_order_items_id_fk";--> statement-breakpoint
ALTER TABLE "billing_logs" DROP CONSTRAINT "billing_logs_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "billing_logs" DROP CONSTRAINT "billing_logs_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "billing_logs" DROP CONSTRAINT "billing_logs_shipment_id_shipments_id_fk";--> statement-breakpoint
ALTER TABLE "courier_cities" DROP CONSTRAINT "courier_cities_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "courier_city_stats" DROP CONSTRAINT "courier_city_stats_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "courier_payment_lines" DROP CONSTRAINT "courier_payment_lines_payment_id_courier_payments_id_fk";--> statement-breakpoint
ALTER TABLE "courier_payment_lines" DROP CONSTRAINT "courier_payment_lines_shipment_id_shipments_id_fk";--> statement-breakpoint
ALTER TABLE "courier_payments" DROP CONSTRAINT "courier_payments_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "load_sheets" DROP CONSTRAINT "load_sheets_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "load_sheets" DROP CONSTRAINT "load_sheets_shipper_id_shippers_id_fk";--> statement-breakpoint
ALTER TABLE "sandbox_parcels" DROP CONSTRAINT "sandbox_parcels_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "shipment_events" DROP CONSTRAINT "shipment_events_shipment_id_shipments_id_fk";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_shipper_id_shippers_id_fk";--> statement-breakpoint
ALTER TABLE "shipper_advices" DROP CONSTRAINT "shipper_advices_shipment_id_shipments_id_fk";--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" DROP CONSTRAINT "shipper_courier_codes_shipper_id_shippers_id_fk";--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" DROP CONSTRAINT "shipper_courier_codes_courier_account_id_courier_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "store_counters" DROP CONSTRAINT "store_counters_store_id_stores_id_fk";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_account_id_accounts_id_fk";--> statement-breakpoint
DROP INDEX "sessions_token_uq";--> statement-breakpoint
DROP INDEX "products_public_id_uq";--> statement-breakpoint
DROP INDEX "stock_movements_once_uq";--> statement-breakpoint
DROP INDEX "billing_logs_shipment_uq";--> statement-breakpoint
DROP INDEX "courier_payment_lines_uq";--> statement-breakpoint
DROP INDEX "courier_payments_ref_uq";--> statement-breakpoint
DROP INDEX "sandbox_parcels_ref_uq";--> statement-breakpoint
DROP INDEX "shipment_events_uq";--> statement-breakpoint
DROP INDEX "shipments_reference_uq";--> statement-breakpoint
DROP INDEX "shipments_public_uq";--> statement-breakpoint
DROP INDEX "shipments_live_order_uq";--> statement-breakpoint
DROP INDEX "shipments_courier_cn_uq";--> statement-breakpoint
DROP INDEX "shipper_advices_open_uq";--> statement-breakpoint
DROP INDEX "orders_store_number_uq";--> statement-breakpoint
DROP INDEX "orders_confirmation_token_uq";--> statement-breakpoint
ALTER TABLE "inventory_levels" DROP CONSTRAINT "inventory_levels_variant_id_location_id_pk";--> statement-breakpoint
ALTER TABLE "courier_cities" DROP CONSTRAINT "courier_cities_courier_account_id_courier_city_id_pk";--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" DROP CONSTRAINT "shipper_courier_codes_shipper_id_courier_account_id_pk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_pkey";--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_pkey";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_pkey";--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "purchase_order_events" DROP CONSTRAINT "purchase_order_events_pkey";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_pkey";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_pkey";--> statement-breakpoint
ALTER TABLE "stock_locations" DROP CONSTRAINT "stock_locations_pkey";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_pkey";--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_pkey";--> statement-breakpoint
ALTER TABLE "billing_logs" DROP CONSTRAINT "billing_logs_pkey";--> statement-breakpoint
ALTER TABLE "courier_accounts" DROP CONSTRAINT "courier_accounts_pkey";--> statement-breakpoint
ALTER TABLE "courier_payment_lines" DROP CONSTRAINT "courier_payment_lines_pkey";--> statement-breakpoint
ALTER TABLE "courier_payments" DROP CONSTRAINT "courier_payments_pkey";--> statement-breakpoint
ALTER TABLE "load_sheets" DROP CONSTRAINT "load_sheets_pkey";--> statement-breakpoint
ALTER TABLE "sandbox_parcels" DROP CONSTRAINT "sandbox_parcels_pkey";--> statement-breakpoint
ALTER TABLE "shipment_events" DROP CONSTRAINT "shipment_events_pkey";--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_pkey";--> statement-breakpoint
ALTER TABLE "shipper_advices" DROP CONSTRAINT "shipper_advices_pkey";--> statement-breakpoint
ALTER TABLE "shippers" DROP CONSTRAINT "shippers_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "store_counters" DROP CONSTRAINT "store_counters_pkey";--> statement-breakpoint
-- 3. Keys led by the account.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_account_id_variant_id_location_id_pk" PRIMARY KEY("account_id","variant_id","location_id");--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "courier_cities" ADD CONSTRAINT "courier_cities_account_id_courier_account_id_courier_city_id_pk" PRIMARY KEY("account_id","courier_account_id","courier_city_id");--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "courier_payments" ADD CONSTRAINT "courier_payments_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ADD CONSTRAINT "sandbox_parcels_account_id_tracking_number_pk" PRIMARY KEY("account_id","tracking_number");--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "shipper_advices" ADD CONSTRAINT "shipper_advices_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_account_id_shipper_id_courier_account_id_pk" PRIMARY KEY("account_id","shipper_id","courier_account_id");--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "store_counters" ADD CONSTRAINT "store_counters_account_id_store_id_pk" PRIMARY KEY("account_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_shop_id_uq" ON "stores" USING btree ("account_id","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("account_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "products_public_id_uq" ON "products" USING btree ("account_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_once_uq" ON "stock_movements" USING btree ("account_id","order_item_id","kind") WHERE "stock_movements"."order_item_id" IS NOT NULL AND "stock_movements"."kind" IN ('cancel', 'return', 'fulfil');--> statement-breakpoint
CREATE UNIQUE INDEX "billing_logs_shipment_uq" ON "billing_logs" USING btree ("account_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payment_lines_uq" ON "courier_payment_lines" USING btree ("account_id","payment_id","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payments_ref_uq" ON "courier_payments" USING btree ("account_id","courier_account_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_parcels_ref_uq" ON "sandbox_parcels" USING btree ("account_id","courier_account_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_uq" ON "shipment_events" USING btree ("account_id","shipment_id","at","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_uq" ON "shipments" USING btree ("account_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_public_uq" ON "shipments" USING btree ("account_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_uq" ON "shipments" USING btree ("account_id","order_id") WHERE "shipments"."state" IN ('pending', 'booking', 'booked', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_cn_uq" ON "shipments" USING btree ("account_id","courier_account_id","tracking_number") WHERE "shipments"."tracking_number" IS NOT NULL AND "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_advices_open_uq" ON "shipper_advices" USING btree ("account_id","shipment_id") WHERE "shipper_advices"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_number_uq" ON "orders" USING btree ("account_id","store_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_token_uq" ON "orders" USING btree ("account_id","confirmation_token");--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_variant_fk" FOREIGN KEY ("account_id","variant_id") REFERENCES "public"."product_variants"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_location_fk" FOREIGN KEY ("account_id","location_id") REFERENCES "public"."stock_locations"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_fk" FOREIGN KEY ("account_id","image_id") REFERENCES "public"."product_images"("account_id","id") ON DELETE SET NULL ("image_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_fk" FOREIGN KEY ("account_id","vendor_id") REFERENCES "public"."vendors"("account_id","id") ON DELETE SET NULL ("vendor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("account_id","category_id") REFERENCES "public"."categories"("account_id","id") ON DELETE SET NULL ("category_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_public_store_fk" FOREIGN KEY ("account_id","public_store_id") REFERENCES "public"."stores"("account_id","id") ON DELETE SET NULL ("public_store_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_purchase_order_fk" FOREIGN KEY ("account_id","purchase_order_id") REFERENCES "public"."purchase_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_fk" FOREIGN KEY ("account_id","purchase_order_id") REFERENCES "public"."purchase_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_variant_fk" FOREIGN KEY ("account_id","variant_id") REFERENCES "public"."product_variants"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_fk" FOREIGN KEY ("account_id","vendor_id") REFERENCES "public"."vendors"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_fk" FOREIGN KEY ("account_id","location_id") REFERENCES "public"."stock_locations"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_fk" FOREIGN KEY ("account_id","variant_id") REFERENCES "public"."product_variants"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_fk" FOREIGN KEY ("account_id","location_id") REFERENCES "public"."stock_locations"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."orders"("account_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_item_fk" FOREIGN KEY ("account_id","order_item_id") REFERENCES "public"."order_items"("account_id","id") ON DELETE SET NULL ("order_item_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_store_fk" FOREIGN KEY ("account_id","store_id") REFERENCES "public"."stores"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."orders"("account_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_shipment_fk" FOREIGN KEY ("account_id","shipment_id") REFERENCES "public"."shipments"("account_id","id") ON DELETE SET NULL ("shipment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_cities" ADD CONSTRAINT "courier_cities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_cities" ADD CONSTRAINT "courier_cities_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_city_stats" ADD CONSTRAINT "courier_city_stats_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_payment_fk" FOREIGN KEY ("account_id","payment_id") REFERENCES "public"."courier_payments"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_shipment_fk" FOREIGN KEY ("account_id","shipment_id") REFERENCES "public"."shipments"("account_id","id") ON DELETE SET NULL ("shipment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payments" ADD CONSTRAINT "courier_payments_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_shipper_fk" FOREIGN KEY ("account_id","shipper_id") REFERENCES "public"."shippers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ADD CONSTRAINT "sandbox_parcels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ADD CONSTRAINT "sandbox_parcels_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_fk" FOREIGN KEY ("account_id","shipment_id") REFERENCES "public"."shipments"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_store_fk" FOREIGN KEY ("account_id","store_id") REFERENCES "public"."stores"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipper_fk" FOREIGN KEY ("account_id","shipper_id") REFERENCES "public"."shippers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_advices" ADD CONSTRAINT "shipper_advices_shipment_fk" FOREIGN KEY ("account_id","shipment_id") REFERENCES "public"."shipments"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_shipper_fk" FOREIGN KEY ("account_id","shipper_id") REFERENCES "public"."shippers"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_courier_account_fk" FOREIGN KEY ("account_id","courier_account_id") REFERENCES "public"."courier_accounts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_fk" FOREIGN KEY ("account_id","store_id") REFERENCES "public"."stores"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("account_id","customer_id") REFERENCES "public"."customers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_counters" ADD CONSTRAINT "store_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_counters" ADD CONSTRAINT "store_counters_store_fk" FOREIGN KEY ("account_id","store_id") REFERENCES "public"."stores"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 4. Public links, unique across sellers, each naming its account.
CREATE TABLE "public_handles" (
	"kind" text NOT NULL,
	"handle" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_handles_kind_handle_pk" PRIMARY KEY("kind","handle")
);--> statement-breakpoint
CREATE INDEX "public_handles_account_idx" ON "public_handles" USING btree ("account_id");--> statement-breakpoint
INSERT INTO "public_handles" ("kind", "handle", "account_id", "created_at")
  SELECT 'tracking', "public_id", "account_id", "created_at" FROM "shipments";--> statement-breakpoint
INSERT INTO "public_handles" ("kind", "handle", "account_id", "created_at")
  SELECT DISTINCT ON ("tracking_number") 'cn', "tracking_number", "account_id", "created_at" FROM "shipments"
   WHERE "tracking_number" IS NOT NULL AND "state" IN ('booked', 'cancelled')
   ORDER BY "tracking_number", "created_at" DESC;--> statement-breakpoint
INSERT INTO "public_handles" ("kind", "handle", "account_id", "created_at")
  SELECT 'confirmation', "confirmation_token", "account_id", "created_at" FROM "orders" WHERE "confirmation_token" IS NOT NULL;--> statement-breakpoint
INSERT INTO "public_handles" ("kind", "handle", "account_id", "created_at")
  SELECT 'product', "public_id", "account_id", "created_at" FROM "products" WHERE "public_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "public_handles" ("kind", "handle", "account_id", "created_at")
  SELECT 'shop', "shop_id", "account_id", "created_at" FROM "stores" WHERE "shop_id" IS NOT NULL;--> statement-breakpoint
-- 5. Sign-ins whose token does not name the account.
UPDATE "sessions" SET "revoked_at" = now() WHERE "revoked_at" IS NULL;
