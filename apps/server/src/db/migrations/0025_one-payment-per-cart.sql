-- Issue 37 item 9, one cart one payment (docs/decisions/0134): the QR drawn for an attempt is
-- kept, so choosing the QR again shows the same attempt while it is still valid; a refund owed
-- records when the provider gave the money back and its last answer.
ALTER TABLE "payments" ADD COLUMN "qr_image" text;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_result_code" varchar(10);
