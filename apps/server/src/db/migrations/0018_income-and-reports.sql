CREATE TABLE "income_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"gross_satang" integer NOT NULL,
	"provider_fee_satang" integer NOT NULL,
	"commission_satang" integer NOT NULL,
	"net_satang" integer NOT NULL,
	"remain_satang" integer DEFAULT 0 NOT NULL,
	"transfer_status" varchar(12) DEFAULT 'HELD' NOT NULL,
	"release_at" timestamp with time zone,
	"transfer_batch_id" integer,
	"transferred_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_entries_parts_ck" CHECK ("income_entries"."net_satang" = "income_entries"."gross_satang" - "income_entries"."provider_fee_satang" - "income_entries"."commission_satang")
);
--> statement-breakpoint
CREATE TABLE "seller_action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"seller_user_id" integer,
	"action" varchar(40) NOT NULL,
	"target" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily_product_sales" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"sales_satang" bigint DEFAULT 0 NOT NULL,
	"promoted_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_product_sales_store_id_day_product_id_pk" PRIMARY KEY("store_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_daily_sales" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_type" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tyres" integer DEFAULT 0 NOT NULL,
	"sales_satang" bigint DEFAULT 0 NOT NULL,
	"discount_satang" bigint DEFAULT 0 NOT NULL,
	"paid_online_satang" bigint DEFAULT 0 NOT NULL,
	"remain_satang" bigint DEFAULT 0 NOT NULL,
	"cancelled_orders" integer DEFAULT 0 NOT NULL,
	"cancelled_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_daily_sales_store_id_day_order_type_pk" PRIMARY KEY("store_id","day","order_type")
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"total_satang" bigint NOT NULL,
	"entry_count" integer NOT NULL,
	"bank_reference" varchar(60) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "commission_rate_bp" smallint DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_entries" ADD CONSTRAINT "income_entries_transfer_batch_id_transfer_batches_id_fk" FOREIGN KEY ("transfer_batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_action_log" ADD CONSTRAINT "seller_action_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_action_log" ADD CONSTRAINT "seller_action_log_seller_user_id_seller_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."seller_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_daily_product_sales" ADD CONSTRAINT "store_daily_product_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_daily_product_sales" ADD CONSTRAINT "store_daily_product_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_daily_sales" ADD CONSTRAINT "store_daily_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_created_by_seller_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."seller_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "income_entries_order_uq" ON "income_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "income_entries_store_paid_idx" ON "income_entries" USING btree ("store_id","paid_at");--> statement-breakpoint
CREATE INDEX "income_entries_store_status_idx" ON "income_entries" USING btree ("store_id","transfer_status","release_at");--> statement-breakpoint
CREATE INDEX "seller_action_log_store_idx" ON "seller_action_log" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_daily_product_sales_product_idx" ON "store_daily_product_sales" USING btree ("store_id","product_id","day");