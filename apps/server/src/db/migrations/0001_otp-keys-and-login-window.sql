ALTER TABLE "otp_codes" ADD COLUMN "key_hash" varchar(128);--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "key_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "key_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_failed_login_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_tokens_secret_uq" ON "seller_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_token_uq" ON "otp_codes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_key_uq" ON "otp_codes" USING btree ("key_hash");