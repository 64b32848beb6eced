-- The operator console's own accounts (issue 32 item 4, decision 0142): operators with a role,
-- their bearer tokens (only the secret's hash), their sign-in attempts, and the append-only audit
-- log of every operator action.
CREATE TABLE operators (
  id serial PRIMARY KEY,
  username varchar(60) NOT NULL,
  name varchar(120) NOT NULL,
  password_hash varchar(200) NOT NULL,
  role varchar(16) NOT NULL CHECK (role IN ('owner', 'finance', 'support')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX operators_username_uq ON operators (username);
--> statement-breakpoint
CREATE TABLE operator_tokens (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  secret_hash varchar(128) NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip varchar(64) NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX operator_tokens_secret_uq ON operator_tokens (secret_hash);
--> statement-breakpoint
CREATE INDEX operator_tokens_live_idx ON operator_tokens (operator_id) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE TABLE operator_sign_ins (
  id serial PRIMARY KEY,
  operator_id integer REFERENCES operators (id) ON DELETE SET NULL,
  ip varchar(64) NOT NULL DEFAULT '',
  is_success boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX operator_sign_ins_operator_idx ON operator_sign_ins (operator_id, created_at);
--> statement-breakpoint
CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  action varchar(60) NOT NULL,
  target_type varchar(40) NOT NULL DEFAULT '',
  target_id varchar(60) NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip varchar(64) NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX operator_audit_log_at_idx ON operator_audit_log (at);
--> statement-breakpoint
CREATE INDEX operator_audit_log_operator_idx ON operator_audit_log (operator_id, at);
--> statement-breakpoint
CREATE INDEX operator_audit_log_action_idx ON operator_audit_log (action, at);
--> statement-breakpoint
-- Append-only: a row once written is never changed or removed, whoever asks.
CREATE OR REPLACE FUNCTION operator_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER operator_audit_log_no_change BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only();
