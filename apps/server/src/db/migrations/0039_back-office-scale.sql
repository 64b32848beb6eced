-- The back office at scale (issue 38 item 5, docs/decisions/0169): the shop's order list read
-- from one index per store for its tabs and order type, the order search narrowed by a trigram
-- index on what it looks in (schema/orders.ts orderSearchText), and every money total of the
-- income screen read from indexes alone. The two replaced indexes were prefixes of the new.
DROP INDEX IF EXISTS "orders_store_idx";--> statement-breakpoint
CREATE INDEX "orders_store_list_idx" ON "orders" USING btree ("store_id","created_at","id","status","order_type");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin (("order_no" || chr(31) || coalesce("customer"->>'firstName', '') || ' ' || coalesce("customer"->>'lastName', '') || chr(31) || coalesce("customer"->>'tel', '') || chr(31) || coalesce("customer"->>'licenseNumber', '') || chr(31) || replace(coalesce("customer"->>'licenseNumber', ''), ' ', '') || chr(31) || coalesce("shipping"->>'receiverTel', '')) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "income_entries_store_paid_idx";--> statement-breakpoint
CREATE INDEX "income_entries_store_paid_idx" ON "income_entries" USING btree ("store_id","paid_at","id","transfer_status","release_at","gross_satang","provider_fee_satang","commission_satang","net_satang","remain_satang");--> statement-breakpoint
CREATE INDEX "income_entries_remain_idx" ON "income_entries" USING btree ("store_id","order_id","transfer_status","remain_satang") WHERE "income_entries"."remain_satang" <> 0;--> statement-breakpoint
CREATE INDEX "orders_remain_collected_idx" ON "orders" USING btree ("store_id","id") WHERE "orders"."remain_collected_at" is not null;
