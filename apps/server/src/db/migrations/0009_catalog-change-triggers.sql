-- (catalog_changes itself: migration 0008.)
-- The tyre listing and the tyre pages are served from the app's memory (decision 0060). Every
-- statement that writes what a card or a tyre page shows, in the same transaction:
--   * bumps the 'catalog' version (the listing reloads when it moved), and
--   * logs the tyres it touched in catalog_changes (a tyre page kept in memory is dropped when its
--     tyre shows up there; a NULL tyre means every tyre, for rare edits of brands, sizes, types).
-- The version row is updated first: its lock, held until commit, makes catalogue writers take
-- their change numbers in commit order, so a reader that saw change N has seen every change < N.
INSERT INTO cache_versions (name, version) VALUES ('catalog', 1), ('catalog_changes_pruned', 0)
  ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
-- TG_ARGV[0]: a query of the touched tyre ids with %s for the transition table; '' for all tyres.
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched text := TG_ARGV[0];
  rows_of text;
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'catalog';
  IF touched = '' OR TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalog_changes (product_id) VALUES (NULL);
    RETURN NULL;
  END IF;
  rows_of := CASE TG_OP
    WHEN 'INSERT' THEN format(touched, 'new_rows')
    WHEN 'DELETE' THEN format(touched, 'old_rows')
    ELSE format(touched, 'old_rows') || ' UNION ' || format(touched, 'new_rows') END;
  EXECUTE 'INSERT INTO catalog_changes (product_id) SELECT DISTINCT x.id FROM ('
    || rows_of || ') AS x (id) WHERE x.id IS NOT NULL';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Products: the batched view counter (every few seconds under traffic) changes only view_count,
-- a popularity tie-break the listing re-reads at most a minute later; it logs nothing.
CREATE OR REPLACE FUNCTION products_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - 'view_count' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(n) - 'view_count' - 'updated_at')
  ) THEN
    UPDATE cache_versions SET version = version + 1 WHERE name = 'catalog';
    INSERT INTO catalog_changes (product_id)
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (to_jsonb(o) - 'view_count' - 'updated_at')
        IS DISTINCT FROM (to_jsonb(n) - 'view_count' - 'updated_at');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_catalog_changed();
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('products', 'SELECT id FROM %s', 'INSERT,DELETE'),
    ('seller_products', 'SELECT product_id FROM %s', 'INSERT,UPDATE,DELETE'),
    ('seller_product_services', 'SELECT sp.product_id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_product_promotions', 'SELECT sp.product_id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_product_warranties', 'SELECT sp.product_id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_services', 'SELECT sp.product_id FROM %s r
       JOIN seller_product_services x ON x.seller_service_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('seller_warranties', 'SELECT sp.product_id FROM %s r
       JOIN seller_product_warranties x ON x.seller_warranty_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('promotions', 'SELECT sp.product_id FROM %s r
       JOIN seller_product_promotions x ON x.promotion_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('stores', 'SELECT sp.product_id FROM %s r
       JOIN seller_products sp ON sp.store_id = r.id', 'UPDATE,DELETE'),
    ('store_settings', 'SELECT sp.product_id FROM %s r
       JOIN seller_products sp ON sp.store_id = r.store_id', 'INSERT,UPDATE,DELETE'),
    ('tyre_models', 'SELECT p.id FROM %s r JOIN products p ON p.tyre_model_id = r.id',
       'UPDATE,DELETE'),
    ('tyre_model_types', 'SELECT p.id FROM %s r JOIN products p ON p.tyre_model_id = r.tyre_model_id',
       'INSERT,UPDATE,DELETE'),
    ('product_pictures', 'SELECT p.id FROM %s r JOIN products p ON p.tyre_model_id = r.tyre_model_id',
       'INSERT,UPDATE,DELETE'),
    ('brands', '', 'UPDATE,DELETE'),
    ('tyre_sizes', '', 'UPDATE,DELETE'),
    ('tyre_types', '', 'UPDATE,DELETE')
  ) AS v (tbl, touched, ops)
  LOOP
    IF position('INSERT' IN t.ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed(%L)',
        t.tbl || '_catalog_changed_insert', t.tbl, t.touched);
    END IF;
    IF position('UPDATE' IN t.ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed(%L)',
        t.tbl || '_catalog_changed_update', t.tbl, t.touched);
    END IF;
    IF position('DELETE' IN t.ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed(%L)',
        t.tbl || '_catalog_changed_delete', t.tbl, t.touched);
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed(%L)',
      t.tbl || '_catalog_changed_truncate', t.tbl, '');
  END LOOP;
END;
$$;
