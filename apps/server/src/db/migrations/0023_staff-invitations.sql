-- Issue 37 §1–2, decision 0131: a phone belongs to the person who proved it by OTP, and a phone
-- joins a shop only when its owner accepts an invitation by OTP.
-- tel_verified_at: when the account's phone was proven by a code sent to it (registration by
-- phone, a phone change, an accepted invitation). Only a proven phone finds its account for phone
-- sign-in and forgotten passwords, and a proven phone belongs to one account.
ALTER TABLE "seller_users" ADD COLUMN "tel_verified_at" timestamp with time zone;
--> statement-breakpoint
-- Existing accounts: the oldest account holding a phone counts as that phone's (what phone
-- sign-in chose so far) when it owns a store or has none yet (it registered by phone). An
-- account that only works in stores got its phone typed by whoever added it: not proven.
UPDATE "seller_users" u SET "tel_verified_at" = u."created_at"
 WHERE u."tel" <> '' AND NOT u."is_platform_admin"
   AND NOT EXISTS (SELECT 1 FROM "seller_users" o WHERE o."tel" = u."tel" AND o."id" < u."id")
   AND (EXISTS (SELECT 1 FROM "staff_memberships" m WHERE m."seller_user_id" = u."id" AND m."is_owner")
        OR NOT EXISTS (SELECT 1 FROM "staff_memberships" m WHERE m."seller_user_id" = u."id"));
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_users_verified_tel_uq" ON "seller_users" ("tel") WHERE "tel_verified_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
  "id" serial PRIMARY KEY,
  "store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE CASCADE,
  "tel" varchar(20) NOT NULL,
  "name" varchar(120) NOT NULL,
  "acl" jsonb NOT NULL,
  "secret_hash" varchar(128) NOT NULL,
  "invited_by" integer REFERENCES "seller_users"("id") ON DELETE SET NULL,
  "status" varchar(16) DEFAULT 'pending' NOT NULL,
  "accepted_by" integer REFERENCES "seller_users"("id") ON DELETE SET NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "staff_invitations_status_ck" CHECK ("status" IN ('pending', 'accepted', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_secret_uq" ON "staff_invitations" ("secret_hash");
--> statement-breakpoint
-- One open invitation per phone and store: inviting again replaces it.
CREATE UNIQUE INDEX "staff_invitations_open_uq" ON "staff_invitations" ("store_id", "tel") WHERE "status" = 'pending';
