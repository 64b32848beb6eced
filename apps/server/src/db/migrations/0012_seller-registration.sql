ALTER TABLE "seller_tokens" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "approval_status" varchar(10) DEFAULT 'approved' NOT NULL;