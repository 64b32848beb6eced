CREATE TABLE "car_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_model_id" integer NOT NULL,
	"tyre_size_id" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"name_th" varchar(120) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_make_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(160) NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"name_th" varchar(120) NOT NULL,
	"country" varchar(80) DEFAULT '' NOT NULL,
	"logo_svg" text DEFAULT '' NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tyre_model_id" integer NOT NULL,
	"svg" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"tyre_model_id" integer NOT NULL,
	"tyre_size_id" integer NOT NULL,
	"load_index" smallint NOT NULL,
	"speed_rating" varchar(2) NOT NULL,
	"production_year" smallint NOT NULL,
	"sku" varchar(60) NOT NULL,
	"is_runflat" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_model_types" (
	"tyre_model_id" integer NOT NULL,
	"tyre_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(160) NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"country_of_origin" varchar(80) DEFAULT '' NOT NULL,
	"eu_rolling_resistance" varchar(1),
	"eu_wet_grip" varchar(1),
	"eu_noise_db" smallint,
	"eu_noise_class" varchar(1),
	"tsi_standard" varchar(80),
	"warranty_years" smallint DEFAULT 0 NOT NULL,
	"warranty_km" integer DEFAULT 0 NOT NULL,
	"picture_svg" text DEFAULT '' NOT NULL,
	"document_pdf_base64" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"width" smallint NOT NULL,
	"ratio" smallint NOT NULL,
	"diameter" smallint NOT NULL,
	"label" varchar(20) NOT NULL,
	"compact" varchar(12) NOT NULL,
	"category" varchar(20) DEFAULT 'passenger' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tyre_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_th" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tyre_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
	"author_id" integer NOT NULL,
	"title" varchar(250) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"cover_svg" text DEFAULT '' NOT NULL,
	"related_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_help" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"title" varchar(160) DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_svg" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"link" varchar(300) DEFAULT '' NOT NULL,
	"desktop_svg" text NOT NULL,
	"mobile_svg" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(100) NOT NULL,
	"tel" varchar(20) DEFAULT '' NOT NULL,
	"subject" varchar(200) DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"product_id" integer,
	"reviewer_name" varchar(120) NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(160) NOT NULL,
	"tab" smallint DEFAULT 1 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" varchar(120) NOT NULL,
	"link" varchar(300) NOT NULL,
	"is_footer" boolean DEFAULT false NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(120) NOT NULL,
	"store_id" integer,
	"category" varchar(40) DEFAULT 'discount' NOT NULL,
	"amount_type" varchar(30) NOT NULL,
	"amount_value" integer NOT NULL,
	"min_qty" smallint DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"remark" varchar(300) DEFAULT '' NOT NULL,
	"detail_html" text DEFAULT '' NOT NULL,
	"image_title" varchar(200) DEFAULT '' NOT NULL,
	"top_banner_svg" text,
	"top_banner_mobile_svg" text,
	"bottom_banner_svg" text,
	"bottom_banner_mobile_svg" text,
	"is_togglable" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_product_promotions" (
	"seller_product_id" integer NOT NULL,
	"promotion_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_product_services" (
	"seller_product_id" integer NOT NULL,
	"seller_service_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_product_warranties" (
	"seller_product_id" integer NOT NULL,
	"seller_warranty_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_satang" integer NOT NULL,
	"price_delivery_satang" integer,
	"delivery_rate_satang" integer,
	"qty" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_display" boolean DEFAULT true NOT NULL,
	"production_year" smallint NOT NULL,
	"production_week" smallint,
	"is_service_available" boolean DEFAULT true NOT NULL,
	"is_delivery_available" boolean DEFAULT false NOT NULL,
	"prepare_days" smallint,
	"min_qty" smallint DEFAULT 1 NOT NULL,
	"is_prepaid" boolean DEFAULT false NOT NULL,
	"is_integrated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_satang" integer DEFAULT 0 NOT NULL,
	"is_included" boolean DEFAULT true NOT NULL,
	"is_togglable" boolean DEFAULT false NOT NULL,
	"order_type" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_warranties" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"type" varchar(20) DEFAULT 'warranty' NOT NULL,
	"title" varchar(200) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"seller_product_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"price_satang_seen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"appointment_date" date,
	"appointment_time" varchar(20),
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping" jsonb,
	"excluded_service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_promotion_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_method" varchar(30),
	"installment_period" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_product_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_satang" integer NOT NULL,
	"line_total_satang" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(30) NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"installment_period" smallint,
	"appointment_date" date,
	"appointment_time" varchar(20),
	"customer" jsonb NOT NULL,
	"shipping" jsonb,
	"snapshot" jsonb NOT NULL,
	"subtotal_satang" integer NOT NULL,
	"delivery_fee_satang" integer DEFAULT 0 NOT NULL,
	"service_total_satang" integer DEFAULT 0 NOT NULL,
	"discount_total_satang" integer DEFAULT 0 NOT NULL,
	"total_satang" integer NOT NULL,
	"paid_now_satang" integer NOT NULL,
	"remain_satang" integer DEFAULT 0 NOT NULL,
	"tracking_text" text DEFAULT '' NOT NULL,
	"tax_invoice_no" varchar(30),
	"reserved_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"is_gtm_tracked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reference_no" varchar(40) NOT NULL,
	"callback_token_hash" varchar(128) NOT NULL,
	"method" varchar(30) NOT NULL,
	"amount_satang" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"gbp_reference_no" varchar(60),
	"provider_result_code" varchar(10),
	"installment_period" smallint,
	"bank_code" varchar(10),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"schedule_date" date NOT NULL,
	"slot" varchar(20) NOT NULL,
	"seat" smallint NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_login_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_user_id" integer,
	"store_id" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"is_success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"secret_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"tel" varchar(20) DEFAULT '' NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"acl" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_area_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"province" varchar(100) NOT NULL,
	"rate_satang" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"name" varchar(160) NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"logo_svg" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date_key" date NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"svg" text,
	"file_path" varchar(300),
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"slot_capacity" smallint DEFAULT 2 NOT NULL,
	"custom_slots" jsonb,
	"closed_weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prepare_days" smallint DEFAULT 1 NOT NULL,
	"default_delivery_rate_satang" integer DEFAULT 0 NOT NULL,
	"is_prepaid_enabled" boolean DEFAULT false NOT NULL,
	"prepaid_type" varchar(10) DEFAULT 'percent' NOT NULL,
	"prepaid_value" integer DEFAULT 0 NOT NULL,
	"accept_scan_qr" boolean DEFAULT true NOT NULL,
	"accept_internet_banking" boolean DEFAULT true NOT NULL,
	"accept_credit_card" boolean DEFAULT true NOT NULL,
	"accept_free_installment" boolean DEFAULT false NOT NULL,
	"accept_interest_installment" boolean DEFAULT false NOT NULL,
	"installment_interest_bp" integer DEFAULT 80 NOT NULL,
	"installment_min_satang" integer DEFAULT 300000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" varchar(120) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(200) NOT NULL,
	"branch_name" varchar(200) DEFAULT '' NOT NULL,
	"parent_store_id" integer,
	"network_id" integer,
	"is_tyre_shop" boolean DEFAULT true NOT NULL,
	"is_repair_shop" boolean DEFAULT false NOT NULL,
	"legal_name" varchar(200) DEFAULT '' NOT NULL,
	"tax_id" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(250) DEFAULT '' NOT NULL,
	"sub_district" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100) DEFAULT '' NOT NULL,
	"province" varchar(100) DEFAULT '' NOT NULL,
	"post_code" varchar(10) DEFAULT '' NOT NULL,
	"tel" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"open_time_html" text DEFAULT '' NOT NULL,
	"weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_tire_balancing" boolean DEFAULT false NOT NULL,
	"has_tire_center" boolean DEFAULT false NOT NULL,
	"has_nitrogen" boolean DEFAULT false NOT NULL,
	"has_patch_mushroom" boolean DEFAULT false NOT NULL,
	"has_patch_streaming_cool" boolean DEFAULT false NOT NULL,
	"has_patch_streaming_heat" boolean DEFAULT false NOT NULL,
	"has_patch_silk_plug" boolean DEFAULT false NOT NULL,
	"is_service_enabled" boolean DEFAULT true NOT NULL,
	"is_delivery_enabled" boolean DEFAULT false NOT NULL,
	"is_allow_tax_request" boolean DEFAULT true NOT NULL,
	"is_allow_elec_tax_request" boolean DEFAULT false NOT NULL,
	"is_allow_multiple_size" boolean DEFAULT true NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"storefront_svg" text,
	"rating_average" numeric(3, 2) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"register_date" date DEFAULT CURRENT_DATE NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" varchar(10) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"tel" varchar(20) NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"token_hash" varchar(128) NOT NULL,
	"failed_tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_accepted" boolean NOT NULL,
	"policy_version" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"full_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"license_number" varchar(10) NOT NULL,
	"license_province" varchar(100) NOT NULL,
	"car_brand" varchar(120) NOT NULL,
	"car_model" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60),
	"password_hash" varchar(200),
	"tel" varchar(20),
	"name" varchar(120) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" varchar(10) DEFAULT '' NOT NULL,
	"address" varchar(250) DEFAULT '' NOT NULL,
	"sub_district" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100) DEFAULT '' NOT NULL,
	"province" varchar(100) DEFAULT '' NOT NULL,
	"post_code" varchar(10) DEFAULT '' NOT NULL,
	"facebook_id" varchar(100),
	"line_id" varchar(100),
	"is_accept_privacy" boolean DEFAULT false NOT NULL,
	"privacy_accepted_at" timestamp with time zone,
	"deletion_requested_at" timestamp with time zone,
	"failed_login_count" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_fitments" ADD CONSTRAINT "car_fitments_car_model_id_car_models_id_fk" FOREIGN KEY ("car_model_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_fitments" ADD CONSTRAINT "car_fitments_tyre_size_id_tyre_sizes_id_fk" FOREIGN KEY ("tyre_size_id") REFERENCES "public"."tyre_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_models" ADD CONSTRAINT "car_models_car_make_id_car_makes_id_fk" FOREIGN KEY ("car_make_id") REFERENCES "public"."car_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_tyre_model_id_tyre_models_id_fk" FOREIGN KEY ("tyre_model_id") REFERENCES "public"."tyre_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tyre_model_id_tyre_models_id_fk" FOREIGN KEY ("tyre_model_id") REFERENCES "public"."tyre_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tyre_size_id_tyre_sizes_id_fk" FOREIGN KEY ("tyre_size_id") REFERENCES "public"."tyre_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_model_types" ADD CONSTRAINT "tyre_model_types_tyre_model_id_tyre_models_id_fk" FOREIGN KEY ("tyre_model_id") REFERENCES "public"."tyre_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_model_types" ADD CONSTRAINT "tyre_model_types_tyre_type_id_tyre_types_id_fk" FOREIGN KEY ("tyre_type_id") REFERENCES "public"."tyre_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_models" ADD CONSTRAINT "tyre_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_promotions" ADD CONSTRAINT "seller_product_promotions_seller_product_id_seller_products_id_fk" FOREIGN KEY ("seller_product_id") REFERENCES "public"."seller_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_promotions" ADD CONSTRAINT "seller_product_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_services" ADD CONSTRAINT "seller_product_services_seller_product_id_seller_products_id_fk" FOREIGN KEY ("seller_product_id") REFERENCES "public"."seller_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_services" ADD CONSTRAINT "seller_product_services_seller_service_id_seller_services_id_fk" FOREIGN KEY ("seller_service_id") REFERENCES "public"."seller_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_warranties" ADD CONSTRAINT "seller_product_warranties_seller_product_id_seller_products_id_fk" FOREIGN KEY ("seller_product_id") REFERENCES "public"."seller_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_product_warranties" ADD CONSTRAINT "seller_product_warranties_seller_warranty_id_seller_warranties_id_fk" FOREIGN KEY ("seller_warranty_id") REFERENCES "public"."seller_warranties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_products" ADD CONSTRAINT "seller_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_products" ADD CONSTRAINT "seller_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_services" ADD CONSTRAINT "seller_services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_warranties" ADD CONSTRAINT "seller_warranties_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_seller_product_id_seller_products_id_fk" FOREIGN KEY ("seller_product_id") REFERENCES "public"."seller_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seller_product_id_seller_products_id_fk" FOREIGN KEY ("seller_product_id") REFERENCES "public"."seller_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_login_log" ADD CONSTRAINT "seller_login_log_seller_user_id_seller_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."seller_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tokens" ADD CONSTRAINT "seller_tokens_seller_user_id_seller_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."seller_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tokens" ADD CONSTRAINT "seller_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_seller_user_id_seller_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."seller_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_area_rates" ADD CONSTRAINT "delivery_area_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_holidays" ADD CONSTRAINT "store_holidays_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_pictures" ADD CONSTRAINT "store_pictures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_addresses" ADD CONSTRAINT "reward_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cars" ADD CONSTRAINT "user_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_fitments_model_idx" ON "car_fitments" USING btree ("car_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_makes_slug_uq" ON "car_makes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "car_models_make_slug_uq" ON "car_models" USING btree ("car_make_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_size_idx" ON "products" USING btree ("tyre_size_id");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("tyre_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_model_types_uq" ON "tyre_model_types" USING btree ("tyre_model_id","tyre_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_models_brand_slug_uq" ON "tyre_models" USING btree ("brand_id","slug");--> statement-breakpoint
CREATE INDEX "tyre_models_name_trgm" ON "tyre_models" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_sizes_dim_uq" ON "tyre_sizes" USING btree ("width","ratio","diameter");--> statement-breakpoint
CREATE INDEX "tyre_sizes_compact_idx" ON "tyre_sizes" USING btree ("compact");--> statement-breakpoint
CREATE UNIQUE INDEX "article_tags_uq" ON "article_tags" USING btree ("article_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_key_uq" ON "articles" USING btree ("key");--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_store_idx" ON "reviews" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_uq" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_keywords_text_tab_uq" ON "search_keywords" USING btree ("text","tab");--> statement-breakpoint
CREATE INDEX "search_keywords_text_trgm" ON "search_keywords" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_text_uq" ON "tags" USING btree ("text");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_key_uq" ON "promotions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "promotions_title_trgm" ON "promotions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_product_promotions_uq" ON "seller_product_promotions" USING btree ("seller_product_id","promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_product_services_uq" ON "seller_product_services" USING btree ("seller_product_id","seller_service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_product_warranties_uq" ON "seller_product_warranties" USING btree ("seller_product_id","seller_warranty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_products_store_product_year_uq" ON "seller_products" USING btree ("store_id","product_id","production_year");--> statement-breakpoint
CREATE INDEX "seller_products_product_price_idx" ON "seller_products" USING btree ("product_id","price_satang","id");--> statement-breakpoint
CREATE INDEX "seller_products_store_idx" ON "seller_products" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_uq" ON "cart_items" USING btree ("cart_id","seller_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_uq" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_seat_uq" ON "slot_reservations" USING btree ("store_id","schedule_date","slot","seat");--> statement-breakpoint
CREATE INDEX "seller_tokens_user_idx" ON "seller_tokens" USING btree ("seller_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_users_username_uq" ON "seller_users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_memberships_uq" ON "staff_memberships" USING btree ("seller_user_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_area_rates_uq" ON "delivery_area_rates" USING btree ("store_id","province");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_key_uq" ON "networks" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_holidays_uq" ON "store_holidays" USING btree ("store_id","date_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_link_uq" ON "stores" USING btree ("link");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_uq" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stores_parent_idx" ON "stores" USING btree ("parent_store_id");--> statement-breakpoint
CREATE INDEX "stores_province_idx" ON "stores" USING btree ("province");--> statement-breakpoint
CREATE INDEX "stores_network_idx" ON "stores" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "stores_name_trgm" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_earth_gist" ON "stores" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_uq" ON "favourites" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "otp_codes_tel_idx" ON "otp_codes" USING btree ("tel","created_at");--> statement-breakpoint
CREATE INDEX "user_cars_user_idx" ON "user_cars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_secret_uq" ON "user_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tel_uq" ON "users" USING btree ("tel");--> statement-breakpoint
CREATE UNIQUE INDEX "users_facebook_uq" ON "users" USING btree ("facebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_line_uq" ON "users" USING btree ("line_id");