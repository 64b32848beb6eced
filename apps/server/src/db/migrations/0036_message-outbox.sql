-- Issue 35 (decision 0160): one outbox for every message to people (the OTP aside). A row per
-- event and recipient (unique: the same event never reaches the same person twice), written in
-- the event's transaction; the worker claims due rows with FOR UPDATE SKIP LOCKED on any server,
-- sends on the first channel that works (LINE, then SMS) and records channel, text and state.
CREATE TABLE message_outbox (
  id bigserial PRIMARY KEY,
  event_key varchar(120) NOT NULL,
  kind varchar(40) NOT NULL,
  recipient_kind varchar(12) NOT NULL,
  recipient_id integer NOT NULL,
  store_id integer REFERENCES stores(id) ON DELETE SET NULL,
  order_id integer REFERENCES orders(id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  state varchar(12) NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  channel varchar(8),
  text text,
  sent_at timestamptz,
  last_error varchar(300),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT message_outbox_state_ck CHECK (state IN ('pending', 'sent', 'failed', 'skipped')),
  CONSTRAINT message_outbox_recipient_ck CHECK (recipient_kind IN ('customer', 'staff')),
  CONSTRAINT message_outbox_channel_ck CHECK (channel IS NULL OR channel IN ('line', 'sms'))
);--> statement-breakpoint
CREATE UNIQUE INDEX message_outbox_event_recipient_uq
  ON message_outbox (event_key, recipient_kind, recipient_id);--> statement-breakpoint
CREATE INDEX message_outbox_due_idx ON message_outbox (next_attempt_at) WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX message_outbox_recipient_idx ON message_outbox (recipient_kind, recipient_id, id);--> statement-breakpoint
CREATE INDEX message_outbox_order_idx ON message_outbox (order_id);--> statement-breakpoint
CREATE TABLE line_followers (
  line_user_id varchar(100) PRIMARY KEY,
  is_following boolean NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE notification_preferences (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  use_line boolean NOT NULL DEFAULT true,
  use_sms boolean NOT NULL DEFAULT true,
  fitting_reminders boolean NOT NULL DEFAULT true,
  care_reminders boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE marketing_consents (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  is_granted boolean NOT NULL,
  text_version varchar(20) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX marketing_consents_user_idx ON marketing_consents (user_id, id);--> statement-breakpoint
ALTER TABLE seller_users ADD COLUMN line_id varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX seller_users_line_uq ON seller_users (line_id);
