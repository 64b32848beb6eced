-- A session ends everywhere (issue 37 items 4 and 6, decision 0132). A seller token records when
-- it was last used, from which address and browser (the owner's list of staff sessions), and
-- every change that can end a session NOTIFYs 'seller_sessions' with the account id, in the
-- transaction of the change: every server process re-checks that account's open order-event
-- streams when it commits and closes the ones whose token no longer holds. Triggers, not calls in
-- each service, so a new way of revoking a token cannot forget to tell the streams.
ALTER TABLE seller_tokens ADD COLUMN last_seen_at timestamptz;
--> statement-breakpoint
ALTER TABLE seller_tokens ADD COLUMN ip varchar(64) NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE seller_tokens ADD COLUMN user_agent varchar(300) NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE INDEX seller_tokens_live_store_idx ON seller_tokens (store_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_seller_session() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  account integer;
BEGIN
  IF TG_TABLE_NAME = 'seller_users' THEN
    account := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    account := OLD.seller_user_id;
  ELSE
    account := NEW.seller_user_id;
  END IF;
  -- One notification per account and transaction: PostgreSQL folds identical payloads.
  PERFORM pg_notify('seller_sessions', account::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_tokens_session_ended AFTER UPDATE OF revoked_at, expires_at ON seller_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
                     OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION notify_seller_session();
--> statement-breakpoint
CREATE TRIGGER seller_tokens_session_deleted AFTER DELETE ON seller_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_seller_session();
--> statement-breakpoint
CREATE TRIGGER staff_memberships_session_changed AFTER UPDATE OF is_active, acl, is_owner
  ON staff_memberships
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
                     OR OLD.acl IS DISTINCT FROM NEW.acl
                     OR OLD.is_owner IS DISTINCT FROM NEW.is_owner)
  EXECUTE FUNCTION notify_seller_session();
--> statement-breakpoint
CREATE TRIGGER staff_memberships_session_removed AFTER DELETE ON staff_memberships
  FOR EACH ROW EXECUTE FUNCTION notify_seller_session();
--> statement-breakpoint
CREATE TRIGGER seller_users_session_changed AFTER UPDATE OF is_active, password_hash
  ON seller_users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active
                     OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION notify_seller_session();
