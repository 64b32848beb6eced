-- Decision 0068: the listing counts only offers a shopper can order (the "from" price, the shop
-- count and the in-memory listing read this summary). Before, a LIMITED offer with no stock
-- counted and could set the cheapest price while the cart refused it. The summary's filter is
-- now the rule of packages/contracts/src/offer-orderability.ts; min_qty is one of its inputs, so
-- a change of it refreshes the summary too. Every summary is rebuilt at the end.
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
    WHERE sp.product_id = ANY (ids) AND s.is_active AND sp.is_display
      -- Orderable (contracts offer-orderability, decision 0068): made to order (FACTORY 3,
      -- SUBLET 2) whatever the stock; on the shelf (LIMITED 1) when its minimum is in stock.
      AND (sp.status IN (2, 3) OR (sp.status = 1 AND sp.qty >= greatest(1, sp.min_qty)))
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
      WHERE (o.product_id, o.store_id, o.price_satang, o.price_delivery_satang, o.qty, o.min_qty, o.status,
             o.is_display, o.is_service_available, o.is_delivery_available)
        IS DISTINCT FROM
            (n.product_id, n.store_id, n.price_satang, n.price_delivery_satang, n.qty, n.min_qty, n.status,
             n.is_display, n.is_service_available, n.is_delivery_available)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
SELECT refresh_product_offer_summaries(ARRAY(SELECT id FROM products));
