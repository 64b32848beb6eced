-- product_offer_summaries is kept by triggers in the same transaction as every write to offers,
-- stores, products, tyre models and brands (decision 0020). The aggregate is the card query's one (decision 0005): an offer counts when it
-- is displayed, not NOTSALE (4) and of an active store; "in stock" is LIMITED (1) with qty > 0;
-- SERVICE needs the offer's and the store's service flags; DELIVERY needs the offer's and the
-- store's delivery flags and a delivery price.
CREATE OR REPLACE FUNCTION lock_product_offer_summaries(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  bucket integer;
BEGIN
  -- One writer of a product's summary at a time: a transaction that waits here works after the
  -- other one committed (each later statement takes a new snapshot), so the last writer always
  -- leaves the summary of every committed row. Locks are per bucket of product ids (at most 128
  -- held, taken in order) so a bulk write does not fill the lock table.
  FOR bucket IN SELECT DISTINCT u % 128 FROM unnest(ids) AS u WHERE u IS NOT NULL ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(20020, bucket);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_offer_summaries(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_product_offer_summaries(ids);
  DELETE FROM product_offer_summaries WHERE product_id = ANY (ids);
  INSERT INTO product_offer_summaries (
    product_id,
    min_price_satang, shop_count,
    stock_min_price_satang, stock_shop_count,
    service_min_price_satang, service_shop_count,
    service_stock_min_price_satang, service_stock_shop_count,
    delivery_min_price_satang, delivery_shop_count,
    delivery_stock_min_price_satang, delivery_stock_shop_count,
    tyre_model_id, brand_id, tyre_size_id, is_listed, sold_count, search_count, view_count,
    production_year, product_created_at, updated_at)
  SELECT o.product_id,
    min(o.price_satang), count(DISTINCT o.store_id),
    min(o.price_satang) FILTER (WHERE o.stock), count(DISTINCT o.store_id) FILTER (WHERE o.stock),
    min(o.price_satang) FILTER (WHERE o.service),
    count(DISTINCT o.store_id) FILTER (WHERE o.service),
    min(o.price_satang) FILTER (WHERE o.service AND o.stock),
    count(DISTINCT o.store_id) FILTER (WHERE o.service AND o.stock),
    min(o.price_delivery_satang) FILTER (WHERE o.delivery),
    count(DISTINCT o.store_id) FILTER (WHERE o.delivery),
    min(o.price_delivery_satang) FILTER (WHERE o.delivery AND o.stock),
    count(DISTINCT o.store_id) FILTER (WHERE o.delivery AND o.stock),
    p.tyre_model_id, m.brand_id, p.tyre_size_id, p.is_active AND m.is_active AND b.is_active,
    p.sold_count, p.search_count, p.view_count, p.production_year, p.created_at,
    now()
  FROM (
    SELECT sp.product_id, sp.store_id, sp.price_satang, sp.price_delivery_satang,
      (sp.qty > 0 AND sp.status = 1) AS stock,
      (sp.is_service_available AND s.is_service_enabled) AS service,
      (sp.is_delivery_available AND s.is_delivery_enabled
        AND sp.price_delivery_satang IS NOT NULL) AS delivery
    FROM seller_products sp
    JOIN stores s ON s.id = sp.store_id
    WHERE sp.product_id = ANY (ids) AND s.is_active AND sp.is_display AND sp.status <> 4
  ) AS o
  JOIN products p ON p.id = o.product_id
  JOIN tyre_models m ON m.id = p.tyre_model_id
  JOIN brands b ON b.id = m.brand_id
  GROUP BY o.product_id, p.id, m.id, b.id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_products_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_summaries(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer_summaries(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Only rows whose counted columns changed (an updated_at touch changes nothing).
    PERFORM refresh_product_offer_summaries(ARRAY(
      SELECT DISTINCT x.product_id
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.product_id), (n.product_id)) AS x (product_id)
      WHERE (o.product_id, o.store_id, o.price_satang, o.price_delivery_satang, o.qty, o.status,
             o.is_display, o.is_service_available, o.is_delivery_available)
        IS DISTINCT FROM
            (n.product_id, n.store_id, n.price_satang, n.price_delivery_satang, n.qty, n.status,
             n.is_display, n.is_service_available, n.is_delivery_available)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_products_summary_insert AFTER INSERT ON seller_products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_products_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER seller_products_summary_update AFTER UPDATE ON seller_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_products_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER seller_products_summary_delete AFTER DELETE ON seller_products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_products_refresh_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stores_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A store switched on or off, or its SERVICE/DELIVERY switch changed: every product it offers.
  PERFORM refresh_product_offer_summaries(ARRAY(
    SELECT DISTINCT sp.product_id
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN seller_products sp ON sp.store_id = n.id
    WHERE (o.is_active, o.is_service_enabled, o.is_delivery_enabled)
      IS DISTINCT FROM (n.is_active, n.is_service_enabled, n.is_delivery_enabled)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_summary_update AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stores_refresh_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offers_truncated_clear_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_offer_summaries;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_products_summary_truncate AFTER TRUNCATE ON seller_products
  FOR EACH STATEMENT EXECUTE FUNCTION offers_truncated_clear_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_product_offer_summary_keys(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- The product's listing keys changed (popularity counters, active flags, brand, size …).
  PERFORM lock_product_offer_summaries(ids);
  UPDATE product_offer_summaries a
  SET tyre_model_id = p.tyre_model_id, brand_id = m.brand_id, tyre_size_id = p.tyre_size_id,
    is_listed = p.is_active AND m.is_active AND b.is_active,
    sold_count = p.sold_count, search_count = p.search_count, view_count = p.view_count,
    production_year = p.production_year, product_created_at = p.created_at
  FROM products p
  JOIN tyre_models m ON m.id = p.tyre_model_id
  JOIN brands b ON b.id = m.brand_id
  WHERE p.id = ANY (ids) AND a.product_id = p.id
    AND (a.tyre_model_id, a.brand_id, a.tyre_size_id, a.is_listed, a.sold_count, a.search_count,
         a.view_count, a.production_year, a.product_created_at)
      IS DISTINCT FROM
        (p.tyre_model_id, m.brand_id, p.tyre_size_id, p.is_active AND m.is_active AND b.is_active,
         p.sold_count, p.search_count, p.view_count, p.production_year, p.created_at);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_sync_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_product_offer_summary_keys(ARRAY(SELECT id FROM new_rows ORDER BY id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_summary_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_sync_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tyre_models_sync_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_product_offer_summary_keys(ARRAY(
    SELECT p.id FROM products p
    JOIN new_rows n ON n.id = p.tyre_model_id
    JOIN old_rows o ON o.id = n.id
    WHERE (o.is_active, o.brand_id) IS DISTINCT FROM (n.is_active, n.brand_id)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tyre_models_summary_update AFTER UPDATE ON tyre_models
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tyre_models_sync_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_sync_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_product_offer_summary_keys(ARRAY(
    SELECT p.id FROM products p
    JOIN tyre_models m ON m.id = p.tyre_model_id
    JOIN new_rows n ON n.id = m.brand_id
    JOIN old_rows o ON o.id = n.id
    WHERE o.is_active IS DISTINCT FROM n.is_active));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_summary_update AFTER UPDATE ON brands
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION brands_sync_summaries();
--> statement-breakpoint
-- Databases that already hold offers: summarise them once.
SELECT refresh_product_offer_summaries(ARRAY(SELECT DISTINCT product_id FROM seller_products));
