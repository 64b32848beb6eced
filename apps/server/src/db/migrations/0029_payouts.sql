-- Payouts to shops (issue 32 item 2, decision 0140): the shop's payout account, payout batches
-- (one per cut-off), one line per shop, and the claims that make an income entry and a recovered
-- refund belong to one line at a time (and to one paid batch ever).
CREATE TABLE "store_payout_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(30) NOT NULL,
	"status" varchar(12) DEFAULT 'building' NOT NULL,
	"build_step" varchar(12) DEFAULT 'attach' NOT NULL,
	"build_cursor" integer DEFAULT 0 NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"layout_id" varchar(40) DEFAULT 'generic-csv' NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"total_satang" bigint DEFAULT 0 NOT NULL,
	"created_by" varchar(80) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	CONSTRAINT "payout_batches_status_ck" CHECK ("status" in ('building', 'ready', 'transferred'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_reference_uq" ON "payout_batches" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_schedule_cutoff_uq" ON "payout_batches" USING btree ("cutoff_at") WHERE "trigger" = 'schedule';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_one_building_uq" ON "payout_batches" USING btree ("status") WHERE "status" = 'building';--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL REFERENCES "payout_batches"("id"),
	"store_id" integer NOT NULL REFERENCES "stores"("id"),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"hold_reason" varchar(20),
	"entry_count" integer DEFAULT 0 NOT NULL,
	"gross_satang" bigint DEFAULT 0 NOT NULL,
	"fee_satang" bigint DEFAULT 0 NOT NULL,
	"commission_satang" bigint DEFAULT 0 NOT NULL,
	"net_entries_satang" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refunds_satang" bigint DEFAULT 0 NOT NULL,
	"amount_satang" bigint DEFAULT 0 NOT NULL,
	"period_from" timestamp with time zone,
	"bank_code" varchar(3),
	"account_number" varchar(20),
	"account_name" varchar(100),
	"bank_reference" varchar(60),
	"transferred_at" timestamp with time zone,
	"failed_reason" varchar(200),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_lines_status_ck" CHECK ("status" in ('pending', 'transferred', 'failed', 'carried')),
	CONSTRAINT "payout_lines_amount_ck" CHECK ("amount_satang" = "net_entries_satang" - "refunds_satang"),
	CONSTRAINT "payout_lines_paid_positive_ck" CHECK ("status" not in ('pending', 'transferred') OR "amount_satang" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_batch_store_uq" ON "payout_lines" USING btree ("batch_id","store_id");--> statement-breakpoint
CREATE INDEX "payout_lines_store_idx" ON "payout_lines" USING btree ("store_id","batch_id");--> statement-breakpoint
CREATE TABLE "payout_entries" (
	"entry_id" integer PRIMARY KEY NOT NULL REFERENCES "income_entries"("id"),
	"line_id" integer NOT NULL REFERENCES "payout_lines"("id"),
	"batch_id" integer NOT NULL REFERENCES "payout_batches"("id")
);
--> statement-breakpoint
CREATE INDEX "payout_entries_line_idx" ON "payout_entries" USING btree ("line_id");--> statement-breakpoint
CREATE TABLE "payout_recoveries" (
	"refund_id" integer PRIMARY KEY NOT NULL REFERENCES "payment_refunds"("id"),
	"line_id" integer NOT NULL REFERENCES "payout_lines"("id"),
	"amount_satang" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payout_recoveries_line_idx" ON "payout_recoveries" USING btree ("line_id");
