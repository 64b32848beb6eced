-- Issue 37 items 10 and 5: who recorded a deposit order's remainder as collected at the shop,
-- and one stock import at a time per shop.
ALTER TABLE "orders" ADD COLUMN "remain_collected_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remain_collected_by_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "stock_import_locks" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"job_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "stock_import_locks" ADD CONSTRAINT "stock_import_locks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
