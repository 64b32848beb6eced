-- Issue 36 items 1–2 (decision 0161): structured warranty terms, a registration per fitted tyre,
-- claims with their steps, and the shop's claim permission.
ALTER TABLE seller_warranties ADD COLUMN coverage text NOT NULL DEFAULT '';--> statement-breakpoint
-- The owner of a store holds every permission, the new one too; staff get it only when given.
UPDATE staff_memberships
  SET acl = coalesce(acl, '{}'::jsonb) || '{"manageWarrantyClaim": true}'::jsonb
  WHERE is_owner;--> statement-breakpoint
CREATE TABLE warranty_registrations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  store_id integer NOT NULL REFERENCES stores(id),
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  tyre_no smallint NOT NULL,
  tyre_count smallint NOT NULL,
  tyre_title varchar(300) NOT NULL,
  dot_code varchar(8) NOT NULL DEFAULT '',
  fitted_at timestamptz NOT NULL,
  price_satang integer NOT NULL,
  has_warranty boolean NOT NULL,
  warranty_title varchar(200) NOT NULL DEFAULT '',
  warranty_months smallint,
  warranty_km integer,
  warranty_coverage text NOT NULL DEFAULT '',
  warranty_remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX warranty_registrations_tyre_uq ON warranty_registrations (order_item_id, tyre_no);--> statement-breakpoint
CREATE INDEX warranty_registrations_user_idx ON warranty_registrations (user_id, fitted_at);--> statement-breakpoint
CREATE TABLE warranty_claims (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES warranty_registrations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  store_id integer NOT NULL REFERENCES stores(id),
  state varchar(12) NOT NULL DEFAULT 'submitted',
  story text NOT NULL,
  odometer_km integer NOT NULL,
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  remedy varchar(12),
  credit_basis varchar(8),
  new_tread_tenths smallint,
  remaining_tread_tenths smallint,
  credit_satang integer,
  reject_reason text NOT NULL DEFAULT '',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT warranty_claims_state_ck CHECK (state IN ('submitted', 'needInfo', 'accepted', 'rejected')),
  CONSTRAINT warranty_claims_remedy_ck CHECK (remedy IS NULL OR remedy IN ('replacement', 'credit')),
  CONSTRAINT warranty_claims_credit_ck CHECK (credit_satang IS NULL OR credit_satang >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX warranty_claims_one_open_uq ON warranty_claims (registration_id)
  WHERE state in ('submitted', 'needInfo');--> statement-breakpoint
CREATE INDEX warranty_claims_store_idx ON warranty_claims (store_id, created_at);--> statement-breakpoint
CREATE INDEX warranty_claims_user_idx ON warranty_claims (user_id, created_at);--> statement-breakpoint
CREATE TABLE warranty_claim_steps (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES warranty_claims(id) ON DELETE CASCADE,
  event varchar(12) NOT NULL,
  actor_kind varchar(12) NOT NULL,
  actor_id integer,
  actor_name varchar(200) NOT NULL DEFAULT '',
  text text NOT NULL DEFAULT '',
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX warranty_claim_steps_claim_idx ON warranty_claim_steps (claim_id, id);--> statement-breakpoint
-- Tyres fitted before this migration: one registration each, with the offer's warranty as it
-- stands now (modules/warranty/registrations.repository.ts does the same for each new fitting,
-- and for a database seeded after this migration, lazily).
INSERT INTO warranty_registrations (user_id, store_id, order_id, order_item_id, tyre_no, tyre_count,
  tyre_title, dot_code, fitted_at, price_satang, has_warranty, warranty_title, warranty_months,
  warranty_km, warranty_coverage, warranty_remark)
SELECT o.user_id, o.store_id, o.id, oi.id, n, oi.quantity, oi.title,
  coalesce(oi.dot_codes ->> (n - 1), ''), coalesce(o.completed_at, o.updated_at),
  oi.unit_price_satang, w.id IS NOT NULL, coalesce(w.title, ''), w.months, w.kilometres,
  coalesce(w.coverage, ''), coalesce(w.remark, '')
FROM orders o
JOIN order_items oi ON oi.order_id = o.id
CROSS JOIN LATERAL generate_series(1, oi.quantity) AS n
LEFT JOIN LATERAL (
  SELECT sw.id, sw.title, sw.months, sw.kilometres, sw.coverage, sw.remark
  FROM seller_product_warranties spw
  JOIN seller_warranties sw ON sw.id = spw.seller_warranty_id
  WHERE spw.seller_product_id = oi.seller_product_id AND sw.type = 'warranty' AND sw.is_active
  ORDER BY sw.months DESC NULLS LAST, sw.kilometres DESC NULLS LAST, sw.id
  LIMIT 1
) w ON true
WHERE o.status = 4 AND o.order_type = 1
ON CONFLICT DO NOTHING;
