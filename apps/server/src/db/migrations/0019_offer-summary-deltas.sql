ALTER TABLE "product_offer_summaries" ADD COLUMN "warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD COLUMN "stock_warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD COLUMN "service_warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD COLUMN "service_stock_warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD COLUMN "delivery_warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offer_summaries" ADD COLUMN "delivery_stock_warranty_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Decision 0122 (issue 18 §3). Two changes to the offer summary (decisions 0020, 0068):
--  * It also counts, per shopper filter, the counting offers that carry an active warranty (the
--    card's warranty badge, product-card.repository cardWarrantyWhere), so the in-memory listing
--    reads its badges from ~5,000 summary rows instead of aggregating every offer.
--  * Inserts and updates of offers no longer aggregate every offer of every tyre they touch: they
--    add what their own rows changed (shop counts per tyre and shop, warranty counts, lower
--    prices). Only a tyre whose lowest price may have gone up (a written offer was at or below it)
--    or that has no summary row is aggregated again. A 5,000-offer stock change over ~3,000 tyres
--    at 1,000,000 offers aggregated ~600,000 offers while holding the 'catalog' version lock
--    (decision 0060), and every catalogue writer waited for it.
-- Deletes of offers, shop switches, warranty links and the warranties themselves still aggregate
-- their tyres again: rare, and a delete cascades into other tables whose triggers aggregate too.
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
    warranty_offers, stock_warranty_offers, service_warranty_offers,
    service_stock_warranty_offers, delivery_warranty_offers, delivery_stock_warranty_offers,
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
    count(*) FILTER (WHERE o.warranty),
    count(*) FILTER (WHERE o.warranty AND o.stock),
    count(*) FILTER (WHERE o.warranty AND o.service),
    count(*) FILTER (WHERE o.warranty AND o.service AND o.stock),
    count(*) FILTER (WHERE o.warranty AND o.delivery),
    count(*) FILTER (WHERE o.warranty AND o.delivery AND o.stock),
    p.tyre_model_id, m.brand_id, p.tyre_size_id, p.is_active AND m.is_active AND b.is_active,
    p.sold_count, p.search_count, p.view_count, p.production_year, p.created_at,
    now()
  FROM (
    SELECT sp.product_id, sp.store_id, sp.price_satang, sp.price_delivery_satang,
      (sp.qty > 0 AND sp.status = 1) AS stock,
      (sp.is_service_available AND s.is_service_enabled) AS service,
      (sp.is_delivery_available AND s.is_delivery_enabled
        AND sp.price_delivery_satang IS NOT NULL) AS delivery,
      -- In the select list, not a join: probed per offer for a few tyres, hashed for all; the
      -- warranty itself by its key (a join let the planner walk every warranty per offer).
      EXISTS (SELECT 1 FROM seller_product_warranties spw
        WHERE spw.seller_product_id = sp.id
          AND (SELECT w.is_active AND w.type = 'warranty' FROM seller_warranties w
                WHERE w.id = spw.seller_warranty_id)) AS warranty
    FROM seller_products sp
    JOIN stores s ON s.id = sp.store_id
    WHERE sp.product_id = ANY (ids) AND s.is_active AND sp.is_display
      -- Orderable (contracts offer-orderability, decision 0068): made to order (FACTORY 3,
      -- SUBLET 2) whatever the stock; on the shelf (LIMITED 1) when its minimum is in stock.
      AND (sp.status IN (2, 3) OR (sp.status = 1 AND sp.qty >= greatest(1, sp.min_qty)))
    -- Not merged into the aggregate: the warranty probe once per offer, not once per filter.
    OFFSET 0
  ) AS o
  JOIN products p ON p.id = o.product_id
  JOIN tyre_models m ON m.id = p.tyre_model_id
  JOIN brands b ON b.id = m.brand_id
  GROUP BY o.product_id, p.id, m.id, b.id;
END;
$$;
--> statement-breakpoint
-- What one offer row adds to its tyre's summary under each shopper filter (the order of the
-- summary's columns: any, in stock, SERVICE, SERVICE in stock, DELIVERY, DELIVERY in stock),
-- with its shop as it is now. The same rule as refresh_product_offer_summaries.
CREATE OR REPLACE FUNCTION offer_summary_parts(rows seller_products[])
RETURNS TABLE (id integer, product_id integer, store_id integer, price integer,
  delivery_price integer, f0 boolean, f1 boolean, f2 boolean, f3 boolean, f4 boolean, f5 boolean)
LANGUAGE sql STABLE AS $$
  SELECT r.id, r.product_id, r.store_id, r.price_satang, r.price_delivery_satang,
    x.c, x.c AND x.stock, x.c AND x.service, x.c AND x.service AND x.stock,
    x.c AND x.delivery, x.c AND x.delivery AND x.stock
  FROM unnest(rows) AS r
  JOIN stores s ON s.id = r.store_id
  CROSS JOIN LATERAL (SELECT
    s.is_active AND r.is_display
      AND (r.status IN (2, 3) OR (r.status = 1 AND r.qty >= greatest(1, r.min_qty))) AS c,
    r.qty > 0 AND r.status = 1 AS stock,
    r.is_service_available AND s.is_service_enabled AS service,
    r.is_delivery_available AND s.is_delivery_enabled
      AND r.price_delivery_satang IS NOT NULL AS delivery) AS x
$$;
--> statement-breakpoint
-- The summaries of the tyres of `gone` (offer rows as they were before a statement) and `came`
-- (the same or new offers as they are now), moved by the difference. A shop counts once per tyre
-- whatever its number of offers (one per production year), so shop counts compare each touched
-- tyre × shop before and after: its offers now, and before (now, with `gone` in place of `came`).
CREATE OR REPLACE FUNCTION apply_offer_summary_deltas(gone seller_products[], came seller_products[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  now_rows seller_products[];
  was_rows seller_products[];
  redo integer[];
BEGIN
  ids := ARRAY(SELECT DISTINCT x.product_id FROM (
    SELECT g.product_id FROM unnest(gone) AS g UNION ALL SELECT c.product_id FROM unnest(came) AS c
  ) AS x ORDER BY 1);
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- The same per-tyre lock as a full aggregate: writers of one tyre's summary take turns, and
  -- each reads what the previous one committed (a new snapshot per statement below).
  PERFORM lock_product_offer_summaries(ids);
  now_rows := ARRAY(
    SELECT sp FROM (
      SELECT g.store_id, g.product_id FROM unnest(gone) AS g
      UNION SELECT c.store_id, c.product_id FROM unnest(came) AS c) AS k
    JOIN seller_products sp ON sp.store_id = k.store_id AND sp.product_id = k.product_id);
  was_rows := ARRAY(
    SELECT n FROM unnest(now_rows) AS n
    LEFT JOIN unnest(came) AS c ON c.id = n.id
    WHERE c.id IS NULL
    UNION ALL SELECT g FROM unnest(gone) AS g);
  WITH
  pair AS (
    SELECT x.product_id, x.store_id,
      max(x.f0::int) FILTER (WHERE x.side = 1) AS n0, max(x.f0::int) FILTER (WHERE x.side = -1) AS w0,
      max(x.f1::int) FILTER (WHERE x.side = 1) AS n1, max(x.f1::int) FILTER (WHERE x.side = -1) AS w1,
      max(x.f2::int) FILTER (WHERE x.side = 1) AS n2, max(x.f2::int) FILTER (WHERE x.side = -1) AS w2,
      max(x.f3::int) FILTER (WHERE x.side = 1) AS n3, max(x.f3::int) FILTER (WHERE x.side = -1) AS w3,
      max(x.f4::int) FILTER (WHERE x.side = 1) AS n4, max(x.f4::int) FILTER (WHERE x.side = -1) AS w4,
      max(x.f5::int) FILTER (WHERE x.side = 1) AS n5, max(x.f5::int) FILTER (WHERE x.side = -1) AS w5
    FROM (
      SELECT 1 AS side, p.* FROM offer_summary_parts(now_rows) AS p
      UNION ALL SELECT -1 AS side, p.* FROM offer_summary_parts(was_rows) AS p
    ) AS x
    GROUP BY x.product_id, x.store_id),
  shops AS (
    SELECT product_id,
      sum(coalesce(n0, 0) - coalesce(w0, 0)) AS s0, sum(coalesce(n1, 0) - coalesce(w1, 0)) AS s1,
      sum(coalesce(n2, 0) - coalesce(w2, 0)) AS s2, sum(coalesce(n3, 0) - coalesce(w3, 0)) AS s3,
      sum(coalesce(n4, 0) - coalesce(w4, 0)) AS s4, sum(coalesce(n5, 0) - coalesce(w5, 0)) AS s5
    FROM pair GROUP BY product_id),
  -- Whether each written offer carries an active warranty (the statement did not change that):
  -- index probes per offer (LIMIT 1: never a hash of every warranty link).
  warranted AS MATERIALIZED (
    SELECT x.id, y.found IS NOT NULL AS has
    FROM (SELECT c.id FROM unnest(came) AS c UNION SELECT g.id FROM unnest(gone) AS g) AS x
    LEFT JOIN LATERAL (SELECT true AS found FROM seller_product_warranties spw
        WHERE spw.seller_product_id = x.id
          AND (SELECT w.is_active AND w.type = 'warranty' FROM seller_warranties w
                WHERE w.id = spw.seller_warranty_id)
        LIMIT 1) AS y ON true),
  moved AS (
    SELECT x.product_id,
      -- Offers with a warranty that joined (+1) or left (-1) each filter.
      sum(x.side * (x.f0 AND wr.has)::int) AS v0,
      sum(x.side * (x.f1 AND wr.has)::int) AS v1,
      sum(x.side * (x.f2 AND wr.has)::int) AS v2,
      sum(x.side * (x.f3 AND wr.has)::int) AS v3,
      sum(x.side * (x.f4 AND wr.has)::int) AS v4,
      sum(x.side * (x.f5 AND wr.has)::int) AS v5,
      -- The lowest price each filter gained, and the lowest it may have lost.
      min(x.price) FILTER (WHERE x.side = 1 AND x.f0) AS up0,
      min(x.price) FILTER (WHERE x.side = 1 AND x.f1) AS up1,
      min(x.price) FILTER (WHERE x.side = 1 AND x.f2) AS up2,
      min(x.price) FILTER (WHERE x.side = 1 AND x.f3) AS up3,
      min(x.delivery_price) FILTER (WHERE x.side = 1 AND x.f4) AS up4,
      min(x.delivery_price) FILTER (WHERE x.side = 1 AND x.f5) AS up5,
      min(x.price) FILTER (WHERE x.side = -1 AND x.f0) AS lost0,
      min(x.price) FILTER (WHERE x.side = -1 AND x.f1) AS lost1,
      min(x.price) FILTER (WHERE x.side = -1 AND x.f2) AS lost2,
      min(x.price) FILTER (WHERE x.side = -1 AND x.f3) AS lost3,
      min(x.delivery_price) FILTER (WHERE x.side = -1 AND x.f4) AS lost4,
      min(x.delivery_price) FILTER (WHERE x.side = -1 AND x.f5) AS lost5
    FROM (
      SELECT 1 AS side, p.* FROM offer_summary_parts(came) AS p
      UNION ALL SELECT -1 AS side, p.* FROM offer_summary_parts(gone) AS p
    ) AS x
    JOIN warranted wr ON wr.id = x.id
    GROUP BY x.product_id),
  delta AS (
    SELECT s.*, m.v0, m.v1, m.v2, m.v3, m.v4, m.v5, m.up0, m.up1, m.up2, m.up3, m.up4, m.up5,
      a.product_id IS NULL
      -- A filter lost an offer at or below its lowest price: that price may have gone up.
      OR coalesce(m.lost0 <= coalesce(a.min_price_satang, m.lost0), false)
      OR coalesce(m.lost1 <= coalesce(a.stock_min_price_satang, m.lost1), false)
      OR coalesce(m.lost2 <= coalesce(a.service_min_price_satang, m.lost2), false)
      OR coalesce(m.lost3 <= coalesce(a.service_stock_min_price_satang, m.lost3), false)
      OR coalesce(m.lost4 <= coalesce(a.delivery_min_price_satang, m.lost4), false)
      OR coalesce(m.lost5 <= coalesce(a.delivery_stock_min_price_satang, m.lost5), false)
      -- No shop left (the row goes), or a count that would not add up (never expected).
      OR a.shop_count + s.s0 <= 0
      OR least(a.stock_shop_count + s.s1, a.service_shop_count + s.s2,
               a.service_stock_shop_count + s.s3, a.delivery_shop_count + s.s4,
               a.delivery_stock_shop_count + s.s5, a.warranty_offers + m.v0,
               a.stock_warranty_offers + m.v1, a.service_warranty_offers + m.v2,
               a.service_stock_warranty_offers + m.v3, a.delivery_warranty_offers + m.v4,
               a.delivery_stock_warranty_offers + m.v5) < 0 AS again
    FROM shops s
    JOIN moved m ON m.product_id = s.product_id
    LEFT JOIN product_offer_summaries a ON a.product_id = s.product_id),
  applied AS (
    UPDATE product_offer_summaries a SET
      min_price_satang = least(a.min_price_satang, d.up0), shop_count = a.shop_count + d.s0,
      stock_min_price_satang = least(a.stock_min_price_satang, d.up1),
      stock_shop_count = a.stock_shop_count + d.s1,
      service_min_price_satang = least(a.service_min_price_satang, d.up2),
      service_shop_count = a.service_shop_count + d.s2,
      service_stock_min_price_satang = least(a.service_stock_min_price_satang, d.up3),
      service_stock_shop_count = a.service_stock_shop_count + d.s3,
      delivery_min_price_satang = least(a.delivery_min_price_satang, d.up4),
      delivery_shop_count = a.delivery_shop_count + d.s4,
      delivery_stock_min_price_satang = least(a.delivery_stock_min_price_satang, d.up5),
      delivery_stock_shop_count = a.delivery_stock_shop_count + d.s5,
      warranty_offers = a.warranty_offers + d.v0,
      stock_warranty_offers = a.stock_warranty_offers + d.v1,
      service_warranty_offers = a.service_warranty_offers + d.v2,
      service_stock_warranty_offers = a.service_stock_warranty_offers + d.v3,
      delivery_warranty_offers = a.delivery_warranty_offers + d.v4,
      delivery_stock_warranty_offers = a.delivery_stock_warranty_offers + d.v5,
      updated_at = now()
    FROM delta d
    WHERE a.product_id = d.product_id AND NOT d.again
    RETURNING a.product_id)
  SELECT ARRAY(SELECT d.product_id FROM delta d WHERE d.again ORDER BY 1) INTO redo
  FROM (SELECT count(*) FROM applied) AS done;
  RAISE DEBUG 'offer summaries: % tyres moved, % aggregated again',
    cardinality(ids) - cardinality(redo), cardinality(redo);
  IF cardinality(redo) > 0 THEN
    PERFORM refresh_product_offer_summaries(redo);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_products_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  gone seller_products[];
  came seller_products[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    came := ARRAY(SELECT n::seller_products FROM new_rows AS n);
    PERFORM apply_offer_summary_deltas('{}', came);
  ELSIF TG_OP = 'DELETE' THEN
    -- The delete has already removed the offers' warranty links (cascade): what the offers
    -- counted can no longer be told from the rows, so their tyres are aggregated again.
    PERFORM refresh_product_offer_summaries(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Only rows whose counted columns changed (an updated_at touch changes nothing).
    SELECT coalesce(array_agg(o::seller_products), '{}'), coalesce(array_agg(n::seller_products), '{}')
      INTO gone, came
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.store_id, o.price_satang, o.price_delivery_satang, o.qty, o.min_qty,
             o.status, o.is_display, o.is_service_available, o.is_delivery_available)
        IS DISTINCT FROM
            (n.product_id, n.store_id, n.price_satang, n.price_delivery_satang, n.qty, n.min_qty,
             n.status, n.is_display, n.is_service_available, n.is_delivery_available);
    PERFORM apply_offer_summary_deltas(gone, came);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Never JIT-compiled: a 1,000-offer change planned at ~500,000 cost units spent 4.3 s compiling
-- and 50 ms running, with the 'catalog' version lock held (decision 0122).
ALTER FUNCTION apply_offer_summary_deltas(seller_products[], seller_products[]) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION refresh_product_offer_summaries(integer[]) SET jit = off;
--> statement-breakpoint
-- Warranty links and warranties: the tyres of the offers they concern are aggregated again.
CREATE OR REPLACE FUNCTION seller_product_warranties_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offer_summaries(ARRAY(
      SELECT DISTINCT sp.product_id FROM new_rows r
      JOIN seller_products sp ON sp.id = r.seller_product_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offer_summaries(ARRAY(
      SELECT DISTINCT sp.product_id FROM old_rows r
      JOIN seller_products sp ON sp.id = r.seller_product_id));
  ELSE
    PERFORM refresh_product_offer_summaries(ARRAY(
      SELECT DISTINCT sp.product_id FROM (
        SELECT seller_product_id FROM old_rows UNION SELECT seller_product_id FROM new_rows) r
      JOIN seller_products sp ON sp.id = r.seller_product_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_product_warranties_summary_insert AFTER INSERT ON seller_product_warranties
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_product_warranties_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER seller_product_warranties_summary_update AFTER UPDATE ON seller_product_warranties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_product_warranties_refresh_summaries();
--> statement-breakpoint
CREATE TRIGGER seller_product_warranties_summary_delete AFTER DELETE ON seller_product_warranties
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_product_warranties_refresh_summaries();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_warranties_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Switched on or off, or made a benefit instead of a warranty (a delete cascades to the links).
  PERFORM refresh_product_offer_summaries(ARRAY(
    SELECT DISTINCT sp.product_id
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN seller_product_warranties spw ON spw.seller_warranty_id = n.id
    JOIN seller_products sp ON sp.id = spw.seller_product_id
    WHERE (o.is_active, o.type) IS DISTINCT FROM (n.is_active, n.type)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER seller_warranties_summary_update AFTER UPDATE ON seller_warranties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_warranties_refresh_summaries();
--> statement-breakpoint
-- Databases that already hold offers: summarise them once, with the warranty counts.
SELECT refresh_product_offer_summaries(ARRAY(SELECT id FROM products));
