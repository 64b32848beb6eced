#!/usr/bin/env node

// Reads while shops keep writing (issue 18, decision 0118): the read scenarios (search-product,
// get-product-detail, search-store nearest) run as in `npm run bench` while price and quantity
// changes arrive at 20 a second (one offer, one statement, one transaction each) and, midway
// through the listing scenario, one 5,000-offer stock change lands in one transaction. After each
// write commits (one in four single writes, and 20 tyres of the bulk change) the scenario polls
// search-product and the tyre page (get-product-detail) until both show it, and prints the read percentiles (p95, p99.9) and the visibility lag (max, p95).
// Every written row gets its old values back at the end.
//
//   npm run bench -- mixed [--offers 1000000] [--duration 20] [--connections 50] [--url …]
//   node bench/mixed-writes.mjs [--url http://127.0.0.1:3000] [--duration 20]
//
// Targets: search-product and get-product-detail p95 ≤ 50 ms, search-store p95 ≤ 30 ms, no
// errors, every write seen on both within 2 s.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import {
  DEFAULT_BENCH_DATABASE_URL,
  mulberry32,
  runCatalogBench,
  runStandalone,
  serverUrls,
  waitUntilWarm,
} from './catalog.mjs';
import { runStoreBench } from './stores.mjs';

const WRITES_PER_SECOND = 20;
export const BULK_ROWS = 5000;
/**
 * How often a write's visibility is polled, and how long before it counts as not seen. At
 * 1,000,000 offers a tyre page is ~300 KB: polling every write every 200 ms was itself ~100
 * pages a second on top of the scenarios, so one single write in WATCH_EVERY is watched.
 */
const POLL_MS = 250;
const WATCH_EVERY = 4;
const GIVE_UP_MS = 10_000;
const TARGET_LAG_MS = 2000;

const random = mulberry32(18_2026);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function post(url, route, body) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    // The checks are the harness's, not shoppers' reads: sent as they are, not compressed (decision 0127).
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      'x-forwarded-for': '10.18.0.1',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  return res.json();
}

/** Orderable LIMITED offers of listed tyres (shuffled deterministically), with what finds their card. */
export async function sampleOffers(pool, count) {
  const result = await pool.query(
    `select sp.id, sp.product_id, sp.price_satang, sp.qty, b.slug as brand,
            z.width, z.ratio, z.diameter
       from seller_products sp
       join stores s on s.id = sp.store_id and s.is_active
       join products p on p.id = sp.product_id
       join product_offer_summaries a on a.product_id = p.id and a.is_listed
       join tyre_models m on m.id = p.tyre_model_id
       join brands b on b.id = m.brand_id
       join tyre_sizes z on z.id = p.tyre_size_id
      where sp.status = 1 and sp.is_display and sp.qty >= greatest(1, sp.min_qty)
      order by (sp.id::bigint * 7919) % 100003, sp.id
      limit $1`,
    [count],
  );
  return result.rows;
}

/**
 * The cards a write leaves on the tyres it touched, read in the writing transaction from the offer
 * summary (kept by triggers in that transaction): per tyre, the card under the in-stock filter and
 * without it (null: no card), and the write's place in commit order (the 'catalog' version the
 * catalogue triggers bump under their row lock, decision 0060: later writers wait for this commit).
 */
async function expectedCards(client, productIds) {
  const { rows } = await client.query(
    `select product_id, min_price_satang, shop_count, stock_min_price_satang, stock_shop_count,
            is_listed, (select version from cache_versions where name = 'catalog') as version
       from product_offer_summaries where product_id = any($1::int[])`,
    [productIds],
  );
  const card = (row, price, shops) =>
    !row?.is_listed || Number(row[shops]) === 0
      ? null
      : { minPrice: Number(row[price]) / 100, shopCount: Number(row[shops]) };
  const byTyre = new Map(rows.map((row) => [row.product_id, row]));
  const version = Number(rows[0]?.version ?? 0);
  return productIds.map((id) => ({
    version,
    all: card(byTyre.get(id), 'min_price_satang', 'shop_count'),
    stock: card(byTyre.get(id), 'stock_min_price_satang', 'stock_shop_count'),
  }));
}

/**
 * The written offer on its tyre page, or null. A page answers a window of offers (decision
 * 0113: 20 by default), and an offer back in stock may sit past the first: every window is read.
 */
async function offerOnPage(url, w) {
  for (let offset = 0; ; offset += 100) {
    const detail = await post(url, '/api/product/get-product-detail', {
      param: String(w.offer.product_id),
      sort: 'price',
      offset,
      limit: 100,
    });
    const offer = detail.offers.find((o) => o.sellerProductId === w.offer.id);
    if (offer) return offer;
    if (offset + 100 >= detail.offerCount) return null;
  }
}

const sameCard = (a, b) =>
  a === null ? b === null : b !== null && a.minPrice === b.minPrice && a.shopCount === b.shopCount;

/**
 * Whether search-product shows the write, and the card it saw. Other writes to the same tyre may
 * commit after it (the 5,000-offer change touches ~3,000 tyres; single writes pick any tyre not
 * watched yet): the card any of them leaves shows this write too, so every card a write of this
 * tyre left at this one's commit or later counts (w.cards: the tyre's cards in commit order).
 */
async function searchSees(url, w) {
  const listing = await post(url, '/api/product/search-product', {
    brand: w.offer.brand,
    width: w.offer.width,
    ratio: w.offer.ratio,
    diameter: w.offer.diameter,
    pageSize: 60,
    ...(w.inStock ? { inStock: '1' } : {}),
  });
  const card = listing.items.find((c) => c.id === w.offer.product_id) ?? null;
  const seen = card && { minPrice: card.minPrice, shopCount: card.shopCount };
  const match = w
    .cards()
    .find((c) => c.version >= w.version && sameCard(w.inStock ? c.stock : c.all, seen));
  // Seen as the card a later write of the tyre left (counted: 'seen after a later write').
  if (match && match.version > w.version) w.later = true;
  return { ok: match !== undefined, saw: seen };
}

/** Whether the tyre page shows the write, and the offer price it saw. */
async function pageSees(url, w) {
  const offer = await offerOnPage(url, w);
  const ok = w.pagePrice === null ? offer === null : offer !== null && offer.price === w.pagePrice;
  return { ok, saw: offer ? offer.price : null };
}

/**
 * Polls one place until it shows the write: the lag in ms from commit to the start of the poll
 * that saw it (null: not seen within GIVE_UP_MS), and what the last poll saw. Search and page are
 * polled apart, so a slow tyre page does not space out the search polls.
 */
async function pollUntilSeen(url, w, sees) {
  let saw = null;
  while (Date.now() - w.committedAt < GIVE_UP_MS) {
    const now = Date.now();
    const s = await sees(url, w).catch(() => null);
    if (s) saw = s.saw;
    if (s?.ok) return { lag: now - w.committedAt, saw };
    await sleep(POLL_MS);
  }
  return { lag: null, saw };
}

/**
 * Lags on search-product and on the tyre page, and what each last saw. With several servers
 * (url names them comma apart) a write counts as seen when every one of them shows it: the lag
 * is the slowest server's, and a server that never shows it makes it not seen.
 */
async function lagOf(url, w) {
  const servers = serverUrls(url);
  const polls = await Promise.all(
    servers.map((one) =>
      Promise.all([pollUntilSeen(one, w, searchSees), pollUntilSeen(one, w, pageSees)]),
    ),
  );
  const slowest = (i) => {
    const lags = polls.map((pair) => pair[i].lag);
    return lags.includes(null) ? null : Math.max(...lags);
  };
  const [search, page] =
    polls.find((pair) => pair[0].lag === null || pair[1].lag === null) ?? polls[0];
  return {
    search: slowest(0),
    page: slowest(1),
    saw: { card: search.saw, pagePrice: page.saw },
  };
}

/**
 * Starts the writers; stop() ends them, waits for the visibility polls, restores every written
 * offer and resolves to the figures.
 */
export async function startWriters({ url, databaseUrl, bulkAfterMs }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const offers = await sampleOffers(pool, 20_000);
  const single = offers.slice(BULK_ROWS);
  const bulk = offers.slice(0, BULK_ROWS);
  const original = new Map();
  const remember = (o) => {
    if (!original.has(o.id)) original.set(o.id, { price: o.price_satang, qty: o.qty });
  };
  const busyTyres = new Set();
  /** Per tyre, the cards each committed write left on it (expectedCards), in commit order. */
  const cardsOf = new Map();
  const committed = (productId, state) => {
    if (!cardsOf.has(productId)) cardsOf.set(productId, []);
    cardsOf.get(productId).push(state);
  };
  /** A watched write: its own expected card, and the tyre's cards to compare with. */
  const watch = (offer, inStock, state, pagePrice, committedAt) => ({
    offer,
    inStock,
    card: inStock ? state.stock : state.all,
    version: state.version,
    cards: () => cardsOf.get(offer.product_id) ?? [],
    pagePrice,
    committedAt,
  });
  const lags = { search: [], page: [] };
  /** Watched writes whose card was seen as a later write of the same tyre left it. */
  let laterCards = 0;
  const notSeen = { search: 0, page: 0 };
  /** The read scenario running when each watched write committed, and its lags (by scenario). */
  let phase = 'sampling';
  const byPhase = new Map();
  /** The first writes not seen in time: what was expected and what the last poll saw. */
  const missed = [];
  const polls = [];
  /** Each single write's time from begin to commit (it queues behind other catalogue writers). */
  const writeMs = [];
  let writes = 0;
  let bulkMs = null;
  let bulkStatementMs = null;
  let bulkLag = null;
  let isStopped = false;

  const track = (w) => {
    const during = phase;
    busyTyres.add(w.offer.product_id);
    polls.push(
      lagOf(url, w).then((lag) => {
        if (w.later) laterCards += 1;
        busyTyres.delete(w.offer.product_id);
        if (!byPhase.has(during))
          byPhase.set(during, { search: [], page: [], notSeen: { search: 0, page: 0 } });
        const mine = byPhase.get(during);
        for (const where of ['search', 'page']) {
          if (lag[where] === null) notSeen[where] += 1;
          else lags[where].push(lag[where]);
          if (lag[where] === null) mine.notSeen[where] += 1;
          else mine[where].push(lag[where]);
        }
        if ((lag.search === null || lag.page === null) && missed.length < 5) {
          missed.push({
            offer: w.offer.id,
            tyre: w.offer.product_id,
            kind: w.inStock ? 'quantity' : 'price',
            notSeenOn: lag.search === null ? (lag.page === null ? 'both' : 'search') : 'page',
            card: JSON.stringify(w.card),
            sawCard: JSON.stringify(lag.saw?.card ?? null),
            pagePrice: w.pagePrice,
            sawPagePrice: lag.saw?.pagePrice ?? null,
          });
        }
        return lag.search === null || lag.page === null ? null : Math.max(lag.search, lag.page);
      }),
    );
    return polls[polls.length - 1];
  };

  async function writeOne() {
    // One offer of a tyre no write is still being watched on (so each expectation stays the last).
    let offer;
    for (let tries = 0; tries < 50 && !offer; tries++) {
      const o = single[Math.floor(random() * single.length)];
      if (!busyTyres.has(o.product_id)) offer = o;
    }
    if (!offer) return;
    remember(offer);
    const isPrice = random() < 0.5;
    const client = await pool.connect();
    try {
      const began = Date.now();
      await client.query('begin');
      let pagePrice;
      if (isPrice) {
        // A new price 1–300 baht lower than today's lowest of the tyre: the card's price moves.
        const { rows } = await client.query(
          `update seller_products sp set price_satang = greatest(100, least(sp.price_satang,
             (select min_price_satang from product_offer_summaries where product_id = sp.product_id))
             - $2::int * 100), updated_at = now()
           where sp.id = $1
           returning price_satang, qty >= greatest(1, min_qty) as orderable`,
          [offer.id, 1 + Math.floor(random() * 300)],
        );
        // An earlier quantity write (not watched) may have left the offer out of stock: then the
        // tyre page does not list it whatever its price.
        pagePrice = rows[0].orderable ? rows[0].price_satang / 100 : null;
      } else {
        // Out of stock, or back in: the offer leaves or rejoins the tyre page and in-stock cards.
        const { rows } = await client.query(
          `update seller_products set qty = case when qty > 0 then 0 else $2::int end,
             updated_at = now() where id = $1 returning qty, price_satang`,
          [offer.id, Math.max(1, offer.qty)],
        );
        pagePrice = rows[0].qty > 0 ? rows[0].price_satang / 100 : null;
      }
      const [state] = await expectedCards(client, [offer.product_id]);
      await client.query('commit');
      committed(offer.product_id, state);
      writeMs.push(Date.now() - began);
      writes += 1;
      if (writes % WATCH_EVERY === 0) {
        track(watch(offer, !isPrice, state, pagePrice, Date.now()));
      }
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function writeBulk() {
    for (const o of bulk) remember(o);
    const client = await pool.connect();
    try {
      const started = Date.now();
      await client.query('begin');
      const statementAt = Date.now();
      // Decision 0060: catalogue writers in one statement (the version row lock, then rows).
      await client.query(
        'update seller_products set qty = 0, updated_at = now() where id = any($1::int[])',
        [bulk.map((o) => o.id)],
      );
      bulkStatementMs = Date.now() - statementAt;
      // Watch 20 of its tyres (one offer each, not watched already).
      const watched = [];
      for (const o of bulk) {
        if (watched.length >= 20) break;
        if (busyTyres.has(o.product_id) || watched.some((w) => w.product_id === o.product_id))
          continue;
        watched.push(o);
      }
      const tyres = [...new Set(bulk.map((o) => o.product_id))];
      const states = await expectedCards(client, tyres);
      await client.query('commit');
      const committedAt = Date.now();
      bulkMs = committedAt - started;
      for (const [i, id] of tyres.entries()) committed(id, states[i]);
      const stateOf = new Map(tyres.map((id, i) => [id, states[i]]));
      const bulkPolls = watched.map((o) =>
        track(watch(o, true, stateOf.get(o.product_id), null, committedAt)),
      );
      const seenLags = await Promise.all(bulkPolls);
      bulkLag = seenLags.some((l) => l === null) ? null : Math.max(...seenLags);
    } finally {
      client.release();
    }
  }

  const errors = [];
  const everyMs = 1000 / WRITES_PER_SECOND;
  const started = Date.now();
  const loop = (async () => {
    let next = Date.now();
    const inFlight = new Set();
    while (!isStopped) {
      const p = writeOne().catch((error) => errors.push(error));
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
      next += everyMs;
      await sleep(Math.max(0, next - Date.now()));
    }
    await Promise.all(inFlight);
  })();
  const bulkDone = sleep(bulkAfterMs).then(() =>
    isStopped ? undefined : writeBulk().catch((error) => errors.push(error)),
  );

  return {
    /** The read scenario now running (lags are also reported per scenario). */
    setPhase(name) {
      phase = name;
    },
    async stop() {
      isStopped = true;
      await loop;
      await bulkDone;
      await Promise.all(polls);
      const seconds = (Date.now() - started) / 1000;
      // Every written offer gets its old price and quantity back (one statement).
      const ids = [...original.keys()];
      await pool.query(
        `update seller_products sp set price_satang = o.price, qty = o.qty
           from unnest($1::int[], $2::int[], $3::int[]) as o (id, price, qty) where sp.id = o.id`,
        [ids, ids.map((id) => original.get(id).price), ids.map((id) => original.get(id).qty)],
      );
      // What autovacuum (on by default) does on a live database within a minute of these writes.
      // Without it (a machine whose PostgreSQL has it off), each run left ~8 dead row versions
      // per tyre summary, and every run after it was slower (decision 0129).
      await pool.query(
        'vacuum (analyze) seller_products, product_offer_summaries, catalog_changes, cache_versions',
      );
      await pool.end();
      if (errors.length > 0) console.error(errors[0]);
      const phases = [...byPhase].map(([scenario, l]) => {
        for (const list of [l.search, l.page]) list.sort((a, b) => a - b);
        return {
          scenario,
          watched: l.search.length + l.notSeen.search,
          'search lag p95 ms': percentile(l.search, 95),
          'search lag max ms': l.search.length > 0 ? l.search[l.search.length - 1] : null,
          'page lag p95 ms': percentile(l.page, 95),
          'search not seen': l.notSeen.search,
          'page not seen': l.notSeen.page,
        };
      });
      for (const list of [...Object.values(lags), writeMs]) list.sort((a, b) => a - b);
      const last = (list) => (list.length > 0 ? list[list.length - 1] : null);
      const figures = {
        writes,
        'writes/s': Number((writes / seconds).toFixed(1)),
        'write p95 ms': percentile(writeMs, 95),
        'write max ms': last(writeMs),
        'bulk rows': bulkMs === null ? 0 : BULK_ROWS,
        'bulk statement ms': bulkStatementMs,
        'bulk commit ms': bulkMs,
        'bulk visible ms': bulkLag,
        'watched writes': lags.search.length + notSeen.search,
        'search lag p95 ms': percentile(lags.search, 95),
        'search lag max ms': last(lags.search),
        'search not seen': notSeen.search,
        'page lag p95 ms': percentile(lags.page, 95),
        'page lag max ms': last(lags.page),
        'page not seen': notSeen.page,
        'seen after a later write': laterCards,
        'write errors': errors.length,
      };
      // Printed by the caller (in the main thread, in order with the read figures).
      return { figures, phases, missed };
    },
  };
}

/**
 * startWriters in a worker thread of this process: the writes, their reads of what to expect and
 * their visibility polls run beside the load generator, not in its event loop, where each of their
 * turns delayed the answers autocannon was timing (decision 0130).
 */
async function startWritersApart(options) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { writers: options } });
  // A worker that fails or exits before it answers fails the bench instead of leaving it waiting.
  const ended = new Promise((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the writers' worker exited (${code})`)));
  });
  ended.catch(() => {});
  const reply = (key) =>
    Promise.race([
      new Promise((resolve) => {
        const onMessage = (message) => {
          if (!(key in message)) return;
          worker.off('message', onMessage);
          resolve(message[key]);
        };
        worker.on('message', onMessage);
      }),
      ended,
    ]);
  await reply('ready');
  return {
    setPhase: (phase) => worker.postMessage({ phase }),
    stop: () => {
      const written = reply('written');
      worker.postMessage({ stop: true });
      return written;
    },
  };
}

if (!isMainThread && workerData?.writers) {
  const writers = await startWriters(workerData.writers);
  parentPort.on('message', async (message) => {
    if (message.phase) writers.setPhase(message.phase);
    if (message.stop) {
      parentPort.postMessage({ written: await writers.stop() });
      parentPort.close();
    }
  });
  parentPort.postMessage({ ready: true });
}

export async function runMixedBench({ url, duration = 20, connections = 50, databaseUrl }) {
  await waitUntilWarm(url);
  const writers = await startWritersApart({
    url,
    databaseUrl: databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
    // Midway through the search-product scenario (after the sampling and the 3 s warm-up).
    bulkAfterMs: 5000 + (duration * 1000) / 2,
  });
  let rows;
  let store;
  let written;
  try {
    rows = await runCatalogBench({ url, duration, connections, onScenario: writers.setPhase });
    writers.setPhase('search-store nearest');
    store = await runStoreBench({ url, duration, connections });
  } finally {
    written = await writers.stop();
  }
  const { figures, phases, missed } = written;
  if (phases.length > 0) {
    console.log('visibility lag by the read scenario running at commit:');
    console.table(phases);
  }
  if (missed.length > 0) {
    console.log('writes not seen in time (first five):');
    console.table(missed);
  }
  const health = await fetch(`${serverUrls(url)[0]}/api/health`)
    .then((res) => res.json())
    .catch(() => ({}));
  if (health.tyrePagesRewritten !== undefined) {
    const largest = health.tyrePagesLargestRewrite;
    console.log(
      `tyre pages rewritten after writes: ${health.tyrePagesRewritten}${largest ? `; largest round ${largest.tyres} tyres in ${largest.ms} ms` : ''}; RSS ${health.rssMb} MB`,
    );
  }
  console.log('\nreads while shops write');
  console.table([...rows, store]);
  console.log(
    `shop writes: ${WRITES_PER_SECOND}/s single-offer price and quantity changes, one ${BULK_ROWS}-offer stock change`,
  );
  console.table([figures]);
  const failing = [
    ...rows.filter((r) => r['p95 ms'] > 50),
    ...(store['p95 ms'] > 30 ? [store] : []),
    ...[...rows, store].filter((r) => r.errors > 0 || r.non2xx > 0),
  ].map((r) => r.scenario);
  if (
    figures['search not seen'] > 0 ||
    figures['page not seen'] > 0 ||
    figures['search lag max ms'] > TARGET_LAG_MS ||
    figures['page lag max ms'] > TARGET_LAG_MS ||
    figures['write errors'] > 0
  ) {
    failing.push('visibility of writes');
  }
  if (figures['bulk visible ms'] === null || figures['bulk visible ms'] > TARGET_LAG_MS) {
    failing.push('visibility of the 5,000-offer change');
  }
  if (failing.length > 0) {
    console.log(`over target or failing: ${[...new Set(failing)].join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('targets met: reads p95 within targets, every write seen within 2 s');
  }
  return { rows, store, figures };
}

if (
  isMainThread &&
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  await runStandalone((args) => runMixedBench({ ...args, databaseUrl }));
}
