// --stock N for bench/seller-lists.mjs (issue 38 item 5, "stock lists at scale"): tops seller1's
// head office (store 1) up to N offers, as a big tyre shop that lists every size it can get,
// before the stock calls are measured. Each product of the catalogue, newest production year
// first, at a price near the catalogue's own offers; running it again adds nothing.

import pg from 'pg';

/** Adds offers to store 1 until it has `target` (or every product in three years); answers the count. */
export async function topUpStoreStock(databaseUrl, target) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from seller_products where store_id = 1',
    );
    const missing = target - rows[0].n;
    if (missing > 0) {
      await client.query(
        `insert into seller_products (store_id, product_id, price_satang, qty, production_year, is_service_available, is_delivery_available)
         select 1, p.id, coalesce(near.price, 250000), (p.id * 7 + y) % 24, y, true, (p.id % 3 = 0)
         from products p
         cross join (values (2026), (2025), (2024)) years(y)
         left join lateral (
           select price_satang as price from seller_products o where o.product_id = p.id limit 1
         ) near on true
         where not exists (
           select 1 from seller_products s
           where s.store_id = 1 and s.product_id = p.id and s.production_year = y
         )
         order by y desc, p.id
         limit $1`,
        [missing],
      );
    }
    const after = await client.query(
      'select count(*)::int as n from seller_products where store_id = 1',
    );
    return after.rows[0].n;
  } finally {
    await client.end();
  }
}
