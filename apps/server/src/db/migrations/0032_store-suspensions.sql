-- The console's shops area (issue 32 item 4, decision 0143): an operator suspends a shop with a
-- reason and reactivates it with another. Each suspension is a row; the open one (lifted_at
-- null) is the shop's current suspension, at most one per shop (the partial unique index
-- answers two operators suspending at once). was_active keeps stores.is_active as it was, so
-- reactivation restores it: a suspended shop is hidden by is_active = false, the one flag every
-- shopper-facing read already honours.
CREATE TABLE store_suspensions (
  id serial PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  suspended_at timestamptz NOT NULL DEFAULT now(),
  reason varchar(500) NOT NULL,
  suspended_by integer NOT NULL REFERENCES operators (id),
  was_active boolean NOT NULL,
  lifted_at timestamptz,
  lifted_by integer REFERENCES operators (id),
  lift_reason varchar(500),
  CHECK ((lifted_at IS NULL) = (lifted_by IS NULL)),
  CHECK ((lifted_at IS NULL) = (lift_reason IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX store_suspensions_open_uq ON store_suspensions (store_id) WHERE lifted_at IS NULL;
--> statement-breakpoint
CREATE INDEX store_suspensions_store_idx ON store_suspensions (store_id, suspended_at);
