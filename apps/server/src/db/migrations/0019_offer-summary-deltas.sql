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
-- The summaries of the tyres of `gone` (offer rows as they were before a statement) and `came`
-- (the same or new offers as they are now), moved by the difference:
--  * shop counts: a shop counts once per tyre whatever its number of offers (one per production
--    year), so each touched tyre × shop is compared before and after: its offers now, and before
--    (now, with `gone` in place of `came`);
--  * warranty counts: each written offer's before and after (its warranty links are unchanged);
--  * lowest prices: a price that joined a filter lowers it; where a filter lost an offer at or
--    below its lowest price, the lowest prices of that tyre are read again from its offers;
--  * a tyre without a summary row, or left without a shop, is aggregated again whole.
-- An offer counts under each shopper filter (the summary's column order: any, in stock, SERVICE,
-- SERVICE in stock, DELIVERY, DELIVERY in stock) by the rule of refresh_product_offer_summaries.
CREATE OR REPLACE FUNCTION apply_offer_summary_deltas(gone seller_products[], came seller_products[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  again integer[];
  lowest integer[];
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
  WITH
  written AS MATERIALIZED (SELECT DISTINCT c.id FROM unnest(came) AS c),
  pairs AS MATERIALIZED (
    SELECT DISTINCT x.store_id, x.product_id FROM (
      SELECT g.store_id, g.product_id FROM unnest(gone) AS g
      UNION ALL SELECT c.store_id, c.product_id FROM unnest(came) AS c) AS x),
  shop AS MATERIALIZED (
    SELECT s.id, s.is_active, s.is_service_enabled, s.is_delivery_enabled FROM stores s
    WHERE s.id IN (SELECT k.store_id FROM pairs k)),
  -- Side 1: every offer of the touched pairs as it is now (`written`: one of `came`);
  -- side -1: `gone`. Before the statement = side -1 and the side-1 offers not written.
  offer AS (
    SELECT 1 AS side, w.id IS NOT NULL AS written, sp.id, sp.product_id, sp.store_id,
      sp.price_satang, sp.price_delivery_satang, sp.qty, sp.min_qty, sp.status, sp.is_display,
      sp.is_service_available, sp.is_delivery_available
    FROM pairs k
    JOIN seller_products sp ON sp.store_id = k.store_id AND sp.product_id = k.product_id
    LEFT JOIN written w ON w.id = sp.id
    UNION ALL
    SELECT -1, true, g.id, g.product_id, g.store_id, g.price_satang, g.price_delivery_satang,
      g.qty, g.min_qty, g.status, g.is_display, g.is_service_available, g.is_delivery_available
    FROM unnest(gone) AS g),
  part AS MATERIALIZED (
    SELECT o.side, o.written, o.id, o.product_id, o.store_id, o.price_satang AS price,
      o.price_delivery_satang AS delivery_price,
      x.c AS f0, x.c AND x.stock AS f1, x.c AND x.service AS f2,
      x.c AND x.service AND x.stock AS f3, x.c AND x.delivery AS f4,
      x.c AND x.delivery AND x.stock AS f5
    FROM offer o
    JOIN shop s ON s.id = o.store_id
    CROSS JOIN LATERAL (SELECT
      s.is_active AND o.is_display
        AND (o.status IN (2, 3) OR (o.status = 1 AND o.qty >= greatest(1, o.min_qty))) AS c,
      o.qty > 0 AND o.status = 1 AS stock,
      o.is_service_available AND s.is_service_enabled AS service,
      o.is_delivery_available AND s.is_delivery_enabled
        AND o.price_delivery_satang IS NOT NULL AS delivery) AS x),
  pair AS (
    SELECT p.product_id,
      coalesce(max(p.f0::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f0::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s0,
      coalesce(max(p.f1::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f1::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s1,
      coalesce(max(p.f2::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f2::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s2,
      coalesce(max(p.f3::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f3::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s3,
      coalesce(max(p.f4::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f4::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s4,
      coalesce(max(p.f5::int) FILTER (WHERE p.side = 1), 0)
        - coalesce(max(p.f5::int) FILTER (WHERE p.side = -1 OR NOT p.written), 0) AS s5
    FROM part p
    GROUP BY p.product_id, p.store_id),
  shops AS (
    SELECT product_id, sum(s0) AS s0, sum(s1) AS s1, sum(s2) AS s2, sum(s3) AS s3,
      sum(s4) AS s4, sum(s5) AS s5
    FROM pair GROUP BY product_id),
  -- Whether each written offer carries an active warranty (the statement did not change that):
  -- index probes per offer (LIMIT 1: never a hash of every warranty link).
  warranted AS MATERIALIZED (
    SELECT x.id, y.found IS NOT NULL AS has
    FROM (SELECT DISTINCT p.id FROM part p WHERE p.written) AS x
    LEFT JOIN LATERAL (SELECT true AS found FROM seller_product_warranties spw
        WHERE spw.seller_product_id = x.id
          AND (SELECT w.is_active AND w.type = 'warranty' FROM seller_warranties w
                WHERE w.id = spw.seller_warranty_id)
        LIMIT 1) AS y ON true),
  moved AS (
    SELECT p.product_id,
      -- Offers with a warranty that joined (+1) or left (-1) each filter.
      sum(p.side * (p.f0 AND wr.has)::int) AS v0, sum(p.side * (p.f1 AND wr.has)::int) AS v1,
      sum(p.side * (p.f2 AND wr.has)::int) AS v2, sum(p.side * (p.f3 AND wr.has)::int) AS v3,
      sum(p.side * (p.f4 AND wr.has)::int) AS v4, sum(p.side * (p.f5 AND wr.has)::int) AS v5,
      -- The lowest price each filter gained, and the lowest it lost.
      min(p.price) FILTER (WHERE p.side = 1 AND p.f0) AS up0,
      min(p.price) FILTER (WHERE p.side = 1 AND p.f1) AS up1,
      min(p.price) FILTER (WHERE p.side = 1 AND p.f2) AS up2,
      min(p.price) FILTER (WHERE p.side = 1 AND p.f3) AS up3,
      min(p.delivery_price) FILTER (WHERE p.side = 1 AND p.f4) AS up4,
      min(p.delivery_price) FILTER (WHERE p.side = 1 AND p.f5) AS up5,
      min(p.price) FILTER (WHERE p.side = -1 AND p.f0) AS lost0,
      min(p.price) FILTER (WHERE p.side = -1 AND p.f1) AS lost1,
      min(p.price) FILTER (WHERE p.side = -1 AND p.f2) AS lost2,
      min(p.price) FILTER (WHERE p.side = -1 AND p.f3) AS lost3,
      min(p.delivery_price) FILTER (WHERE p.side = -1 AND p.f4) AS lost4,
      min(p.delivery_price) FILTER (WHERE p.side = -1 AND p.f5) AS lost5
    FROM part p
    JOIN warranted wr ON wr.id = p.id
    WHERE p.written
    GROUP BY p.product_id),
  delta AS MATERIALIZED (
    SELECT s.*, m.v0, m.v1, m.v2, m.v3, m.v4, m.v5, m.up0, m.up1, m.up2, m.up3, m.up4, m.up5,
      -- No summary row yet, no shop left (the row goes), or a count that would not add up
      -- (never expected): the tyre is aggregated again whole.
      a.product_id IS NULL
      OR a.shop_count + s.s0 <= 0
      OR least(a.stock_shop_count + s.s1, a.service_shop_count + s.s2,
               a.service_stock_shop_count + s.s3, a.delivery_shop_count + s.s4,
               a.delivery_stock_shop_count + s.s5, a.warranty_offers + m.v0,
               a.stock_warranty_offers + m.v1, a.service_warranty_offers + m.v2,
               a.service_stock_warranty_offers + m.v3, a.delivery_warranty_offers + m.v4,
               a.delivery_stock_warranty_offers + m.v5) < 0 AS again,
      -- A filter lost an offer at or below its lowest price: that price may have gone up.
      coalesce(m.lost0 <= coalesce(a.min_price_satang, m.lost0), false)
      OR coalesce(m.lost1 <= coalesce(a.stock_min_price_satang, m.lost1), false)
      OR coalesce(m.lost2 <= coalesce(a.service_min_price_satang, m.lost2), false)
      OR coalesce(m.lost3 <= coalesce(a.service_stock_min_price_satang, m.lost3), false)
      OR coalesce(m.lost4 <= coalesce(a.delivery_min_price_satang, m.lost4), false)
      OR coalesce(m.lost5 <= coalesce(a.delivery_stock_min_price_satang, m.lost5), false)
        AS lowest
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
  SELECT ARRAY(SELECT d.product_id FROM delta d WHERE d.again ORDER BY 1),
    ARRAY(SELECT d.product_id FROM delta d WHERE d.lowest AND NOT d.again ORDER BY 1)
    INTO again, lowest
  FROM (SELECT count(*) FROM applied) AS done;
  RAISE DEBUG 'offer summaries: % tyres moved, % lowest prices read again, % aggregated again',
    cardinality(ids) - cardinality(again), cardinality(lowest), cardinality(again);
  IF cardinality(lowest) > 0 THEN
    UPDATE product_offer_summaries a SET
      min_price_satang = o.p0, stock_min_price_satang = o.p1, service_min_price_satang = o.p2,
      service_stock_min_price_satang = o.p3, delivery_min_price_satang = o.p4,
      delivery_stock_min_price_satang = o.p5
    FROM (
      SELECT o.product_id, min(o.price_satang) AS p0,
        min(o.price_satang) FILTER (WHERE o.stock) AS p1,
        min(o.price_satang) FILTER (WHERE o.service) AS p2,
        min(o.price_satang) FILTER (WHERE o.service AND o.stock) AS p3,
        min(o.price_satang_delivery) FILTER (WHERE o.delivery) AS p4,
        min(o.price_satang_delivery) FILTER (WHERE o.delivery AND o.stock) AS p5
      FROM (
        SELECT sp.product_id, sp.price_satang, sp.price_delivery_satang AS price_satang_delivery,
          (sp.qty > 0 AND sp.status = 1) AS stock,
          (sp.is_service_available AND s.is_service_enabled) AS service,
          (sp.is_delivery_available AND s.is_delivery_enabled
            AND sp.price_delivery_satang IS NOT NULL) AS delivery
        FROM seller_products sp
        JOIN stores s ON s.id = sp.store_id
        WHERE sp.product_id = ANY (lowest) AND s.is_active AND sp.is_display
          AND (sp.status IN (2, 3) OR (sp.status = 1 AND sp.qty >= greatest(1, sp.min_qty)))
      ) AS o
      GROUP BY o.product_id
    ) AS o
    WHERE a.product_id = o.product_id;
  END IF;
  IF cardinality(again) > 0 THEN
    PERFORM refresh_product_offer_summaries(again);
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
    -- Only rows whose counted columns changed (an updated_at touch changes nothing). EXECUTE:
    -- planned for this statement's rows. A static statement keeps the plan of the session's
    -- first call, and one made for a one-offer write joined 5,000 rows to 5,000 in a nested
    -- loop (7.7 s, with the 'catalog' version lock held; decision 0122).
    EXECUTE 'SELECT coalesce(array_agg(o::seller_products), ''{}''),
        coalesce(array_agg(n::seller_products), ''{}'')
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      WHERE (o.product_id, o.store_id, o.price_satang, o.price_delivery_satang, o.qty, o.min_qty,
             o.status, o.is_display, o.is_service_available, o.is_delivery_available)
        IS DISTINCT FROM
            (n.product_id, n.store_id, n.price_satang, n.price_delivery_satang, n.qty, n.min_qty,
             n.status, n.is_display, n.is_service_available, n.is_delivery_available)'
      INTO gone, came;
    PERFORM apply_offer_summary_deltas(gone, came);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Planned for the rows at hand, never JIT-compiled (decision 0122). A session's cached generic
-- plan, made after five one-offer writes, ran a 5,000-offer change with nested loops for 5.8 s
-- (0.3 s planned for it), and a 1,000-offer change planned at ~500,000 cost units spent 4.3 s
-- compiling and 50 ms running, each with the 'catalog' version lock held.
ALTER FUNCTION apply_offer_summary_deltas(seller_products[], seller_products[])
  SET jit = off SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
ALTER FUNCTION refresh_product_offer_summaries(integer[])
  SET jit = off SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
-- New warranty links: the offers that had no active warranty before and have one now add one to
-- the warranty counts of the filters they count under (a shop's stock upload links thousands at
-- once; aggregating their tyres again cost as much as the offers' own insert did before).
CREATE OR REPLACE FUNCTION apply_warranty_link_deltas(offer_ids integer[], warranty_ids integer[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  ids := ARRAY(SELECT DISTINCT sp.product_id FROM seller_products sp
               WHERE sp.id = ANY (offer_ids) ORDER BY 1);
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM lock_product_offer_summaries(ids);
  UPDATE product_offer_summaries a SET
    warranty_offers = a.warranty_offers + d.v0,
    stock_warranty_offers = a.stock_warranty_offers + d.v1,
    service_warranty_offers = a.service_warranty_offers + d.v2,
    service_stock_warranty_offers = a.service_stock_warranty_offers + d.v3,
    delivery_warranty_offers = a.delivery_warranty_offers + d.v4,
    delivery_stock_warranty_offers = a.delivery_stock_warranty_offers + d.v5,
    updated_at = now()
  FROM (
    SELECT o.product_id, count(*) FILTER (WHERE o.c) AS v0,
      count(*) FILTER (WHERE o.c AND o.stock) AS v1,
      count(*) FILTER (WHERE o.c AND o.service) AS v2,
      count(*) FILTER (WHERE o.c AND o.service AND o.stock) AS v3,
      count(*) FILTER (WHERE o.c AND o.delivery) AS v4,
      count(*) FILTER (WHERE o.c AND o.delivery AND o.stock) AS v5
    FROM (
      SELECT sp.product_id,
        s.is_active AND sp.is_display
          AND (sp.status IN (2, 3) OR (sp.status = 1 AND sp.qty >= greatest(1, sp.min_qty))) AS c,
        sp.qty > 0 AND sp.status = 1 AS stock,
        sp.is_service_available AND s.is_service_enabled AS service,
        sp.is_delivery_available AND s.is_delivery_enabled
          AND sp.price_delivery_satang IS NOT NULL AS delivery
      FROM (SELECT l.offer_id, array_agg(l.warranty_id) AS added
            FROM unnest(offer_ids, warranty_ids) AS l (offer_id, warranty_id)
            GROUP BY l.offer_id) AS n
      JOIN seller_products sp ON sp.id = n.offer_id
      JOIN stores s ON s.id = sp.store_id
      -- A warranty now (one of the new links may be a benefit or switched off) …
      WHERE EXISTS (SELECT 1 FROM seller_product_warranties spw
          WHERE spw.seller_product_id = n.offer_id
            AND (SELECT w.is_active AND w.type = 'warranty' FROM seller_warranties w
                  WHERE w.id = spw.seller_warranty_id))
        -- … and none before these links.
        AND NOT EXISTS (SELECT 1 FROM seller_product_warranties spw
          WHERE spw.seller_product_id = n.offer_id AND spw.seller_warranty_id <> ALL (n.added)
            AND (SELECT w.is_active AND w.type = 'warranty' FROM seller_warranties w
                  WHERE w.id = spw.seller_warranty_id))
    ) AS o
    GROUP BY o.product_id
  ) AS d
  WHERE a.product_id = d.product_id AND (d.v0, d.v1, d.v2, d.v3, d.v4, d.v5) <> (0, 0, 0, 0, 0, 0);
END;
$$;
--> statement-breakpoint
ALTER FUNCTION apply_warranty_link_deltas(integer[], integer[])
  SET jit = off SET plan_cache_mode = force_custom_plan;
--> statement-breakpoint
-- Warranty links removed or changed: the tyres of the offers they concern are aggregated again
-- (a link removed by a warranty's delete no longer says whether it counted).
CREATE OR REPLACE FUNCTION seller_product_warranties_refresh_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  offer_ids integer[];
  warranty_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(array_agg(r.seller_product_id), '{}'), coalesce(array_agg(r.seller_warranty_id), '{}')
      INTO offer_ids, warranty_ids FROM new_rows r;
    PERFORM apply_warranty_link_deltas(offer_ids, warranty_ids);
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
DECLARE
  ids integer[];
BEGIN
  -- Switched on or off, or made a benefit instead of a warranty (a delete cascades to the links).
  -- EXECUTE: planned for this statement's rows (see seller_products_refresh_summaries).
  EXECUTE 'SELECT ARRAY(SELECT DISTINCT sp.product_id
    FROM old_rows o
    JOIN new_rows n ON n.id = o.id
    JOIN seller_product_warranties spw ON spw.seller_warranty_id = n.id
    JOIN seller_products sp ON sp.id = spw.seller_product_id
    WHERE (o.is_active, o.type) IS DISTINCT FROM (n.is_active, n.type))' INTO ids;
  PERFORM refresh_product_offer_summaries(ids);
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
