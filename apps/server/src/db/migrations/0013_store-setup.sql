ALTER TABLE "seller_products" ALTER COLUMN "is_prepaid" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "seller_products" ADD COLUMN "prepaid_satang" integer;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "slot_weekdays" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_address" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_sub_district" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_district" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_province" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_post_code" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
-- is_prepaid was never read before; it now means "this tyre takes a deposit when the shop offers
-- deposits" (decision 0075), so every existing offer keeps the deposit it had.
UPDATE "seller_products" SET "is_prepaid" = true WHERE "is_prepaid" = false;
