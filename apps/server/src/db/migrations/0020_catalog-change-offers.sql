ALTER TABLE "catalog_changes" ADD COLUMN "offer_id" integer;--> statement-breakpoint
-- Decision 0124 (issue 18 §3). Writes of offers, and of what an offer shows of its links, shop,
-- services, warranties and promotions, log each offer they touch with its tyre: the in-memory tyre
-- pages rewrite those offers in the page they keep (one statement reads them) instead of reading
-- the whole tyre again (~300 KB and hundreds of offers at 1,000,000 offers). Writes of the tyre
-- itself (products, models, types, pictures) still log the tyre alone (offer_id NULL: read it
-- again whole); brands, sizes and tyre types log NULL (every tyre), as before (migration 0009).
-- TG_ARGV[0]: a query of the touched (tyre id, offer id) pairs with %s for the transition table.
CREATE OR REPLACE FUNCTION catalog_offers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched text := TG_ARGV[0];
  rows_of text;
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'catalog';
  rows_of := CASE TG_OP
    WHEN 'INSERT' THEN format(touched, 'new_rows')
    WHEN 'DELETE' THEN format(touched, 'old_rows')
    ELSE format(touched, 'old_rows') || ' UNION ' || format(touched, 'new_rows') END;
  EXECUTE 'INSERT INTO catalog_changes (product_id, offer_id) SELECT DISTINCT x.p, x.o FROM ('
    || rows_of || ') AS x (p, o) WHERE x.p IS NOT NULL';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
  op text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('seller_products', 'SELECT product_id, id FROM %s', 'INSERT,UPDATE,DELETE'),
    ('seller_product_services', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_product_promotions', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_product_warranties', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_products sp ON sp.id = r.seller_product_id', 'INSERT,UPDATE,DELETE'),
    ('seller_services', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_product_services x ON x.seller_service_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('seller_warranties', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_product_warranties x ON x.seller_warranty_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('promotions', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_product_promotions x ON x.promotion_id = r.id
       JOIN seller_products sp ON sp.id = x.seller_product_id', 'UPDATE,DELETE'),
    ('stores', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_products sp ON sp.store_id = r.id', 'UPDATE,DELETE'),
    ('store_settings', 'SELECT sp.product_id, sp.id FROM %s r
       JOIN seller_products sp ON sp.store_id = r.store_id', 'INSERT,UPDATE,DELETE')
  ) AS v (tbl, touched, ops)
  LOOP
    FOREACH op IN ARRAY string_to_array(t.ops, ',') LOOP
      -- Same names as migration 0009's triggers (so they still fire in the same order).
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I',
        t.tbl || '_catalog_changed_' || lower(op), t.tbl);
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I %s
        FOR EACH STATEMENT EXECUTE FUNCTION catalog_offers_changed(%L)',
        t.tbl || '_catalog_changed_' || lower(op), op, t.tbl,
        CASE op WHEN 'INSERT' THEN 'REFERENCING NEW TABLE AS new_rows'
                WHEN 'DELETE' THEN 'REFERENCING OLD TABLE AS old_rows'
                ELSE 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
        t.touched);
    END LOOP;
  END LOOP;
END;
$$;
