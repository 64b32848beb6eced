CREATE TABLE "stock_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"seller_user_id" integer,
	"file_name" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'reading' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"count_new" integer DEFAULT 0 NOT NULL,
	"count_changed" integer DEFAULT 0 NOT NULL,
	"count_unchanged" integer DEFAULT 0 NOT NULL,
	"count_error" integer DEFAULT 0 NOT NULL,
	"error_message" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_import_rows" (
	"job_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"kind" smallint NOT NULL,
	"seller_product_id" integer,
	"product_id" integer,
	"before" jsonb,
	"after" jsonb,
	"errors" jsonb,
	CONSTRAINT "stock_import_rows_job_id_row_no_pk" PRIMARY KEY("job_id","row_no")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "top_banner_file" varchar(300);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "top_banner_mobile_file" varchar(300);--> statement-breakpoint
ALTER TABLE "seller_warranties" ADD COLUMN "months" smallint;--> statement-breakpoint
ALTER TABLE "seller_warranties" ADD COLUMN "kilometres" integer;--> statement-breakpoint
ALTER TABLE "stock_import_jobs" ADD CONSTRAINT "stock_import_jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_jobs" ADD CONSTRAINT "stock_import_jobs_seller_user_id_seller_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."seller_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_import_rows" ADD CONSTRAINT "stock_import_rows_job_id_stock_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."stock_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_import_jobs_store_idx" ON "stock_import_jobs" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_import_rows_kind_idx" ON "stock_import_rows" USING btree ("job_id","kind","row_no");