-- Issue 32 items 3 and 5 (decision 0141): the shops' commission rate with its history, the
-- marketplace's monthly tax invoice / receipt for the commission and fees it kept, the gap-free
-- yearly numbering of those documents, and the provider's daily report matched against our
-- payments.

-- A shop's commission rate from a moment on; the rate in force when an order is paid is the
-- latest row whose effective_from is at or before paid_at, else stores.commission_rate_bp.
CREATE TABLE "commission_rates" (
  "id" serial PRIMARY KEY NOT NULL,
  "store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
  "rate_bp" smallint NOT NULL,
  "effective_from" timestamp with time zone NOT NULL,
  "note" varchar(200) DEFAULT '' NOT NULL,
  "set_by" varchar(60) DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "commission_rates_rate_ck" CHECK ("rate_bp" >= 0 AND "rate_bp" <= 5000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_store_from_uq" ON "commission_rates" ("store_id", "effective_from");
--> statement-breakpoint

-- The branch number a shop's tax registration prints (00000 = head office).
ALTER TABLE "stores" ADD COLUMN "tax_branch_no" varchar(5) DEFAULT '00000' NOT NULL;
--> statement-breakpoint

-- The last serial issued per Buddhist-era year; locked FOR UPDATE while numbering (no gaps).
CREATE TABLE "commission_document_counters" (
  "be_year" smallint PRIMARY KEY NOT NULL,
  "last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint

-- One tax invoice / receipt per shop and Bangkok month, frozen when issued (fields named after
-- what an e-Tax invoice carries, ETDA ขมธอ.3-2560: document type T03, seller, buyer, lines, VAT).
CREATE TABLE "commission_documents" (
  "id" serial PRIMARY KEY NOT NULL,
  "store_id" integer NOT NULL REFERENCES "stores"("id"),
  "month" date NOT NULL,
  "doc_no" varchar(20) NOT NULL,
  "be_year" smallint NOT NULL,
  "seq" integer NOT NULL,
  "type_code" varchar(4) DEFAULT 'T03' NOT NULL,
  "issue_date" date NOT NULL,
  "issued_at" timestamp with time zone NOT NULL,
  "seller_name" varchar(200) NOT NULL,
  "seller_address" varchar(400) NOT NULL,
  "seller_tax_id" varchar(13) NOT NULL,
  "seller_branch_no" varchar(5) NOT NULL,
  "buyer_name" varchar(200) NOT NULL,
  "buyer_address" varchar(400) NOT NULL,
  "buyer_tax_id" varchar(20) NOT NULL,
  "buyer_branch_no" varchar(5) NOT NULL,
  "lines" jsonb NOT NULL,
  "entry_count" integer NOT NULL,
  "commission_satang" bigint NOT NULL,
  "fee_satang" bigint NOT NULL,
  "total_satang" bigint NOT NULL,
  "vat_satang" bigint NOT NULL,
  "before_vat_satang" bigint NOT NULL,
  "total_text" varchar(300) NOT NULL,
  "currency" varchar(3) DEFAULT 'THB' NOT NULL,
  CONSTRAINT "commission_documents_total_ck" CHECK ("total_satang" = "commission_satang" + "fee_satang"),
  CONSTRAINT "commission_documents_vat_ck" CHECK ("before_vat_satang" + "vat_satang" = "total_satang")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_store_month_uq" ON "commission_documents" ("store_id", "month");
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_no_uq" ON "commission_documents" ("doc_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "commission_documents_year_seq_uq" ON "commission_documents" ("be_year", "seq");
--> statement-breakpoint
CREATE INDEX "commission_documents_month_idx" ON "commission_documents" ("month", "store_id");
--> statement-breakpoint

-- The provider's daily transaction report matched against our payments: one row per mismatch,
-- one pass per day (provider_report_days), an operator's note when resolved.
CREATE TABLE "provider_report_days" (
  "day" date PRIMARY KEY NOT NULL,
  "their_count" integer NOT NULL,
  "our_count" integer NOT NULL,
  "mismatch_count" integer NOT NULL,
  "checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_report_mismatches" (
  "id" serial PRIMARY KEY NOT NULL,
  "day" date NOT NULL REFERENCES "provider_report_days"("day") ON DELETE CASCADE,
  "kind" varchar(20) NOT NULL,
  "reference_no" varchar(60) NOT NULL,
  "gbp_reference_no" varchar(60),
  "our_amount_satang" bigint,
  "their_amount_satang" bigint,
  "our_status" varchar(20),
  "their_status" varchar(20),
  "resolved_at" timestamp with time zone,
  "resolved_by" varchar(60),
  "resolved_note" varchar(500),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_report_mismatches_uq" ON "provider_report_mismatches" ("day", "kind", "reference_no");
