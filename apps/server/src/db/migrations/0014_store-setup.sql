ALTER TABLE "staff_memberships" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_pictures" ADD COLUMN "kind" varchar(12) DEFAULT 'gallery' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_pictures" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "seller_login_log_user_idx" ON "seller_login_log" USING btree ("seller_user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_pictures_store_kind_idx" ON "store_pictures" USING btree ("store_id","kind","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "store_pictures_single_uq" ON "store_pictures" USING btree ("store_id","kind") WHERE "store_pictures"."kind" <> 'gallery';--> statement-breakpoint
-- Decision 0076: shops near me and the listing keep stores in memory and reload when the 'stores'
-- cache version moves (decision 0059). A store's pictures are part of its card (the storefront),
-- so writing store_pictures bumps that version in the same transaction, as writing stores does.
CREATE TRIGGER store_pictures_cache_version AFTER INSERT OR UPDATE OR DELETE ON store_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stores_cache_version();
--> statement-breakpoint
CREATE TRIGGER store_pictures_cache_version_truncate AFTER TRUNCATE ON store_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stores_cache_version();
