CREATE TABLE "billing_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid,
	"shipment_id" uuid,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_logs_amount_nonneg" CHECK ("billing_logs"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"environment" text DEFAULT 'production' NOT NULL,
	"credentials_sealed" text,
	"public_credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"next_sync_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"cities_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_cities" (
	"courier_account_id" uuid NOT NULL,
	"courier_city_id" text NOT NULL,
	"courier_city_name" text NOT NULL,
	"sauda_city" text,
	"match" text NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"delivery" boolean DEFAULT true NOT NULL,
	CONSTRAINT "courier_cities_courier_account_id_courier_city_id_pk" PRIMARY KEY("courier_account_id","courier_city_id")
);
--> statement-breakpoint
CREATE TABLE "courier_city_stats" (
	"account_id" uuid NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"city" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "courier_city_stats_account_id_city_courier_account_id_pk" PRIMARY KEY("account_id","city","courier_account_id"),
	CONSTRAINT "courier_city_stats_nonneg" CHECK ("courier_city_stats"."delivered" >= 0 AND "courier_city_stats"."returned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_payment_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"shipment_id" uuid,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date,
	"method" text,
	"total" bigint NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_sheets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"shipper_id" uuid,
	"status" text NOT NULL,
	"courier_sheet_id" text,
	"parcel_count" integer NOT NULL,
	"cod_total" bigint NOT NULL,
	"pdf_key" text,
	"courier_pdf_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_over_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_parcels" (
	"tracking_number" text PRIMARY KEY NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"cod_amount" bigint NOT NULL,
	"city" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"picked_up_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"advice_action" text,
	"advice_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"tracking_company" text,
	"shipper_id" uuid,
	"shipment_type" text NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"status" text,
	"courier_status" text,
	"tracking_number" text,
	"public_id" text NOT NULL,
	"cod_amount" bigint NOT NULL,
	"weight_grams" integer NOT NULL,
	"pieces" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"remarks" text,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_address" text NOT NULL,
	"consignee_city" text NOT NULL,
	"error" text,
	"book_attempts" integer DEFAULT 0 NOT NULL,
	"book_job_id" uuid,
	"load_sheet_id" uuid,
	"delivery_charges" bigint,
	"return_charges" bigint,
	"booked_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"last_tracked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_amounts_nonneg" CHECK ("shipments"."cod_amount" >= 0 AND "shipments"."weight_grams" > 0 AND "shipments"."pieces" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipper_advices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"courier_advice_id" text,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"deadline" timestamp with time zone,
	"status" text NOT NULL,
	"action" text,
	"remarks" text,
	"new_address" text,
	"new_phone" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answered_by_name" text,
	"send_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipper_courier_codes" (
	"shipper_id" uuid NOT NULL,
	"courier_account_id" uuid NOT NULL,
	"code" text,
	"error" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipper_courier_codes_shipper_id_courier_account_id_pk" PRIMARY KEY("shipper_id","courier_account_id")
);
--> statement-breakpoint
CREATE TABLE "shippers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_logs" ADD CONSTRAINT "billing_logs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_accounts" ADD CONSTRAINT "courier_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_cities" ADD CONSTRAINT "courier_cities_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_city_stats" ADD CONSTRAINT "courier_city_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_city_stats" ADD CONSTRAINT "courier_city_stats_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_payment_id_courier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."courier_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payment_lines" ADD CONSTRAINT "courier_payment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payments" ADD CONSTRAINT "courier_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payments" ADD CONSTRAINT "courier_payments_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_sheets" ADD CONSTRAINT "load_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_parcels" ADD CONSTRAINT "sandbox_parcels_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_advices" ADD CONSTRAINT "shipper_advices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_advices" ADD CONSTRAINT "shipper_advices_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_advices" ADD CONSTRAINT "shipper_advices_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_courier_codes" ADD CONSTRAINT "shipper_courier_codes_courier_account_id_courier_accounts_id_fk" FOREIGN KEY ("courier_account_id") REFERENCES "public"."courier_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippers" ADD CONSTRAINT "shippers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_logs_shipment_uq" ON "billing_logs" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "billing_logs_account_idx" ON "billing_logs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_accounts_account_idx" ON "courier_accounts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "courier_accounts_sync_idx" ON "courier_accounts" USING btree ("next_sync_at") WHERE "courier_accounts"."enabled";--> statement-breakpoint
CREATE INDEX "courier_cities_sauda_idx" ON "courier_cities" USING btree ("courier_account_id","sauda_city");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payment_lines_uq" ON "courier_payment_lines" USING btree ("payment_id","tracking_number");--> statement-breakpoint
CREATE INDEX "courier_payment_lines_shipment_idx" ON "courier_payment_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "courier_payment_lines_account_cn_idx" ON "courier_payment_lines" USING btree ("account_id","tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payments_ref_uq" ON "courier_payments" USING btree ("courier_account_id","reference");--> statement-breakpoint
CREATE INDEX "courier_payments_account_idx" ON "courier_payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "load_sheets_number_uq" ON "load_sheets" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "load_sheets_account_idx" ON "load_sheets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_parcels_ref_uq" ON "sandbox_parcels" USING btree ("courier_account_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_uq" ON "shipment_events" USING btree ("shipment_id","at","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_uq" ON "shipments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_public_uq" ON "shipments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_uq" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" IN ('pending', 'booking', 'booked', 'unknown');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_cn_uq" ON "shipments" USING btree ("courier_account_id","tracking_number") WHERE "shipments"."tracking_number" IS NOT NULL AND "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "shipments_account_state_idx" ON "shipments" USING btree ("account_id","state","created_at");--> statement-breakpoint
CREATE INDEX "shipments_account_status_idx" ON "shipments" USING btree ("account_id","status","booked_at");--> statement-breakpoint
CREATE INDEX "shipments_account_cn_idx" ON "shipments" USING btree ("account_id","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_tracking_poll_idx" ON "shipments" USING btree ("courier_account_id","last_tracked_at") WHERE "shipments"."state" = 'booked' AND "shipments"."status" NOT IN ('delivered', 'returned', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_load_sheet_idx" ON "shipments" USING btree ("load_sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_advices_open_uq" ON "shipper_advices" USING btree ("shipment_id") WHERE "shipper_advices"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shipper_advices_account_idx" ON "shipper_advices" USING btree ("account_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shippers_account_idx" ON "shippers" USING btree ("account_id","created_at");