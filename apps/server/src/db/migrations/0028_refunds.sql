-- Issue 32 item 1 (docs/decisions/0139): refunds reach the shopper. A refund owed goes back
-- through the card's provider (route 'provider': claimed with an attempt key before the call) or by
-- bank transfer to a PromptPay ID or account the shopper gives (route 'transfer'), in a refund
-- batch whose lines the operator marks refunded (bank reference) or failed (reason).
ALTER TABLE "payment_refunds" ADD COLUMN "route" varchar(10) DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempt_key" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "destination" jsonb;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "details_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "details_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "bank_reference" varchar(60);--> statement-breakpoint
UPDATE "payment_refunds" r SET "route" = 'provider' FROM "payments" p
  WHERE p."id" = r."payment_id" AND (p."method" = 'card' OR r."reason" <> 'SELLER_CANCELLED');--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_ck" CHECK ("status" IN ('owed', 'refunding', 'awaiting_details', 'ready', 'in_batch', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_route_ck" CHECK ("route" IN ('provider', 'transfer'));--> statement-breakpoint
CREATE TABLE "refund_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(30) NOT NULL,
	"layout" varchar(30) DEFAULT 'generic-csv' NOT NULL,
	"value_date" date NOT NULL,
	"line_count" integer NOT NULL,
	"total_satang" bigint NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "refund_batches_reference_uq" ON "refund_batches" USING btree ("reference");--> statement-breakpoint
CREATE TABLE "refund_batch_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL REFERENCES "refund_batches"("id"),
	"refund_id" integer NOT NULL REFERENCES "payment_refunds"("id"),
	"amount_satang" integer NOT NULL,
	"destination" jsonb NOT NULL,
	"outcome" varchar(12) DEFAULT 'pending' NOT NULL,
	"bank_reference" varchar(60),
	"failure_reason" varchar(200),
	"marked_at" timestamp with time zone,
	"marked_by" varchar(100),
	CONSTRAINT "refund_batch_lines_outcome_ck" CHECK ("outcome" IN ('pending', 'refunded', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "refund_batch_lines_batch_refund_uq" ON "refund_batch_lines" USING btree ("batch_id","refund_id");--> statement-breakpoint
-- A refund is in at most one open batch line, and is paid by at most one line.
CREATE UNIQUE INDEX "refund_batch_lines_open_uq" ON "refund_batch_lines" USING btree ("refund_id") WHERE "outcome" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_batch_lines_paid_uq" ON "refund_batch_lines" USING btree ("refund_id") WHERE "outcome" = 'refunded';--> statement-breakpoint
CREATE INDEX "refund_batch_lines_batch_idx" ON "refund_batch_lines" USING btree ("batch_id","id");
