CREATE TABLE "product_offer_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"min_price_satang" integer,
	"shop_count" integer DEFAULT 0 NOT NULL,
	"stock_min_price_satang" integer,
	"stock_shop_count" integer DEFAULT 0 NOT NULL,
	"service_min_price_satang" integer,
	"service_shop_count" integer DEFAULT 0 NOT NULL,
	"service_stock_min_price_satang" integer,
	"service_stock_shop_count" integer DEFAULT 0 NOT NULL,
	"delivery_min_price_satang" integer,
	"delivery_shop_count" integer DEFAULT 0 NOT NULL,
	"delivery_stock_min_price_satang" integer,
	"delivery_stock_shop_count" integer DEFAULT 0 NOT NULL,
	"tyre_model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"tyre_size_id" integer NOT NULL,
	"is_listed" boolean NOT NULL,
	"sold_count" integer NOT NULL,
	"search_count" integer NOT NULL,
	"view_count" integer NOT NULL,
	"production_year" smallint NOT NULL,
	"product_created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD CONSTRAINT "product_offer_summaries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_offer_summaries_brand_idx" ON "product_offer_summaries" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_offer_summaries_size_idx" ON "product_offer_summaries" USING btree ("tyre_size_id");--> statement-breakpoint
CREATE INDEX "product_offer_summaries_popular_idx" ON "product_offer_summaries" USING btree ("sold_count" DESC NULLS LAST,"search_count" DESC NULLS LAST,"view_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_offer_summaries_newest_idx" ON "product_offer_summaries" USING btree ("production_year" DESC NULLS LAST,"product_created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_offer_summaries_price_idx" ON "product_offer_summaries" USING btree ("min_price_satang","product_id");--> statement-breakpoint
CREATE INDEX "product_offer_summaries_stock_price_idx" ON "product_offer_summaries" USING btree ("stock_min_price_satang","product_id");--> statement-breakpoint
CREATE INDEX "product_offer_summaries_delivery_price_idx" ON "product_offer_summaries" USING btree ("delivery_min_price_satang","product_id");