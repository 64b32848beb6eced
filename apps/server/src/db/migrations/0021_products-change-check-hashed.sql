-- Decision 0127 (issue 18 §3). The batched view counter (product-detail.views.ts) updates
-- view_count of every tyre viewed in the last 5 s in one statement. products_catalog_changed()
-- (migration 0009) asked whether any row changed beyond view_count with EXISTS over the
-- statement's old and new rows: planned to stop at the first hit, it joined them in a nested loop,
-- and a view-count update, where no row qualifies, compared every old row with every new one
-- (5,118 tyres: 26 million to_jsonb comparisons, 9.7 s of database CPU; ~1,000 tyres, the bench's
-- five seconds of tyre-page views, ~0.4 s every 5 s). The changed tyres are now gathered whole
-- (a hashed join: linear) and the version bumped only when there are some; planned for the rows
-- at hand, as the offer triggers are (migration 0019).
CREATE OR REPLACE FUNCTION products_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  changed := ARRAY(
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (to_jsonb(o) - 'view_count' - 'updated_at')
      IS DISTINCT FROM (to_jsonb(n) - 'view_count' - 'updated_at'));
  IF cardinality(changed) > 0 THEN
    UPDATE cache_versions SET version = version + 1 WHERE name = 'catalog';
    INSERT INTO catalog_changes (product_id) SELECT unnest(changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER FUNCTION products_catalog_changed() SET jit = off SET plan_cache_mode = force_custom_plan;
