-- Issue 34 item 2 (decision 0156): every change of an offer's quantity is one row of the stock
-- movement ledger, written in the same transaction as the change by the stock module's owner
-- (modules/stock/stock-ledger.ts), so a shop sees why its quantity moved: a sale, a cancel, an
-- import, an edit, an undo. Bulk paths (stock import) write one INSERT ... SELECT per slice.
CREATE TABLE stock_movements (
  id bigserial PRIMARY KEY,
  seller_product_id integer NOT NULL REFERENCES seller_products(id) ON DELETE CASCADE,
  store_id integer NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  change integer NOT NULL,
  qty_after integer NOT NULL,
  reason varchar(16) NOT NULL,
  reference varchar(64),
  actor_kind varchar(16) NOT NULL,
  actor_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stock_movements_reason_ck
    CHECK (reason IN ('create', 'edit', 'sale', 'cancel', 'import', 'undo'))
);--> statement-breakpoint
CREATE INDEX stock_movements_offer_idx ON stock_movements (seller_product_id, id);
