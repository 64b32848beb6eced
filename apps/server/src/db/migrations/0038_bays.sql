-- Bookings that fit the work (issue 36 item 3, docs/decisions/0162): the shop's minutes per tyre
-- and bays with opening hours per weekday (null → the slots of spec 9 as before), each service's
-- minutes, an order's job length and bay, and one row per 15-minute block of a bay a booking
-- takes. The unique index sells a bay's time once, however many place an order at the same time.
ALTER TABLE "store_settings" ADD COLUMN "minutes_per_tyre" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "bay_days" jsonb;--> statement-breakpoint
ALTER TABLE "seller_services" ADD COLUMN "minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "job_minutes" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bay" smallint;--> statement-breakpoint
CREATE TABLE "bay_bookings" (
  "id" serial PRIMARY KEY NOT NULL,
  "store_id" integer NOT NULL REFERENCES "stores"("id"),
  "schedule_date" date NOT NULL,
  "bay" smallint NOT NULL,
  "block" smallint NOT NULL,
  "order_id" integer REFERENCES "orders"("id") ON DELETE cascade,
  "expires_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bay_bookings_block_ck" CHECK ("block" >= 0 AND "block" < 96 AND "bay" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "bay_bookings_block_uq" ON "bay_bookings" USING btree ("store_id","schedule_date","bay","block");--> statement-breakpoint
CREATE INDEX "bay_bookings_order_idx" ON "bay_bookings" USING btree ("order_id");
