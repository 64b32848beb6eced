import { describe, expect, it } from 'vitest';
import { toRadPoint } from '../../lib/geo';
import { PiecesBuilder } from './product-detail.builder';
import { Fragments } from './product-detail.encoder';
import { toOffer } from './product-detail.mapper';
import { piecesBytes } from './product-detail.page';
import { patchPieces } from './product-detail.patch';
import { assemblePage, toPieces } from './product-detail.pieces';
import type { OfferRow, ProductRow } from './product-detail.repository';

// A tyre page from its kept pieces: the same JSON a page built offer by offer would be.

const product = {
  id: 7,
  loadIndex: 112,
  speedRating: 'S',
  productionYear: 2026,
  sku: 'SKU-7',
  isRunflat: false,
  brandId: 1,
  brandSlug: 'michelin',
  brandTh: 'มิชลิน',
  brandEn: 'Michelin',
  modelId: 3,
  modelSlug: 'ltx-trail',
  modelName: 'LTX Trail',
  description: 'ยางทดสอบ',
  countryOfOrigin: 'ไทย',
  euRollingResistance: 'C',
  euWetGrip: 'B',
  euNoiseDb: 71,
  euNoiseClass: 'B',
  tsiStandard: null,
  warrantyYears: 5,
  warrantyKm: 80_000,
  width: 265,
  ratio: 65,
  diameter: 17,
  sizeLabel: '265/65R17',
  productUpdatedAt: new Date(),
  modelUpdatedAt: new Date(),
  types: [{ code: 'pickup', name: 'ยางรถกระบะ' }],
  pictureIds: [11],
} as unknown as ProductRow;

function offer(
  id: number,
  priceSatang: number,
  at: { latitude: number; longitude: number },
  warranties: { type: string; title: string; remark: string }[],
): OfferRow {
  return {
    id,
    productId: 7,
    priceSatang,
    priceDeliverySatang: priceSatang + 10_000,
    deliveryRateSatang: null,
    qty: 8,
    minQty: 1,
    status: 1,
    productionYear: 2026,
    productionWeek: 20,
    isServiceAvailable: true,
    isDeliveryAvailable: true,
    offerPrepareDays: null,
    storeId: id * 10,
    storeLink: `shop-${id}`,
    storeName: `ร้าน ${id}`,
    branchName: null,
    district: 'เขตทดสอบ',
    province: 'กรุงเทพมหานคร',
    ratingAverage: '4.50',
    ratingCount: 3,
    isServiceEnabled: true,
    isDeliveryEnabled: true,
    storePrepareDays: 1,
    defaultDeliveryRateSatang: 10_000,
    ...at,
    services: [],
    promotions: [],
    warranties,
  } as unknown as OfferRow;
}

const BANGKOK = { latitude: 13.7563, longitude: 100.5018 };
const CHIANG_MAI = { latitude: 18.7883, longitude: 98.9853 };
const warranty = (title: string, remark: string) => ({ type: 'warranty', title, remark });

const rows = [
  offer(1, 300_000, BANGKOK, [warranty('รับประกัน 5 ปี', 'ร้านหนึ่ง'), warranty('บวม', 'ก')]),
  offer(2, 250_000, CHIANG_MAI, [warranty('รับประกัน 5 ปี', 'ร้านสอง')]),
  offer(3, 250_000, CHIANG_MAI, []),
];
/** The pages of one copy share a fragment table and its shops' places. */
const table = new Fragments();
const pieces = toPieces(product, rows, '2026-11-25', table);
const ALL = { offset: 0, limit: 100 };
const page = (
  here: ReturnType<typeof toRadPoint> | null,
  sort: 'price' | 'distance',
  window = ALL,
) =>
  JSON.parse(
    assemblePage(pieces, here, sort, window, { sort, hasLocation: here !== null }).toString(),
  );

describe('a tyre page from kept pieces', () => {
  it('orders by the set total, then price, then offer id, with no distance without a location', () => {
    const body = page(null, 'price');
    expect(body.offers.map((o: { sellerProductId: number }) => o.sellerProductId)).toEqual([
      2, 3, 1,
    ]);
    expect(body.offers.every((o: { distanceKm: unknown }) => o.distanceKm === null)).toBe(true);
    expect(body.product.id).toBe(7);
    expect(body.pictures).toHaveLength(2);
    expect(body).toMatchObject({ sort: 'price', hasLocation: false });
  });

  it('orders by distance from the shopper, rounded to 100 m', () => {
    const body = page(toRadPoint(BANGKOK.latitude, BANGKOK.longitude), 'distance');
    const offers = body.offers as { sellerProductId: number; distanceKm: number }[];
    expect(offers.map((o) => o.sellerProductId)).toEqual([1, 2, 3]);
    expect(offers[0].distanceKm).toBe(0);
    expect(offers[1].distanceKm).toBeGreaterThan(550);
    expect(offers[1].distanceKm * 10).toBe(Math.round(offers[1].distanceKm * 10));
  });

  it('keeps one place number per offer, shared by the offers and pages of shops in one place', () => {
    expect(pieces.places[1]).toBe(pieces.places[2]);
    expect(pieces.places[0]).not.toBe(pieces.places[1]);
    const other = toPieces(
      { ...product, id: 8 },
      [offer(9, 100_000, CHIANG_MAI, [])],
      '2026-11-25',
      table,
    );
    expect(other.places[0]).toBe(pieces.places[1]);
    expect(other.placeTable).toBe(pieces.placeTable);
  });

  it('numbers places per copy: another fragment table has places of its own', () => {
    const apart = toPieces(product, rows, '2026-11-25');
    expect(apart.placeTable).not.toBe(pieces.placeTable);
    expect(apart.placeTable.size).toBe(2);
  });

  it('shows each benefit title once, as the first offer in the page order words it', () => {
    const byPrice = page(null, 'price').benefits;
    expect(byPrice).toEqual([warranty('รับประกัน 5 ปี', 'ร้านสอง'), warranty('บวม', 'ก')]);
    const byDistance = page(toRadPoint(BANGKOK.latitude, BANGKOK.longitude), 'distance').benefits;
    expect(byDistance).toEqual([warranty('รับประกัน 5 ปี', 'ร้านหนึ่ง'), warranty('บวม', 'ก')]);
  });

  it('gives each offer exactly as the mapper makes it, its repeated parts kept once', () => {
    const fragments = new Fragments();
    const shared = toPieces(product, rows, '2026-11-25', fragments);
    const again = toPieces(product, rows, '2026-11-25', fragments);
    const body = JSON.parse(
      assemblePage(again, null, 'price', ALL, { sort: 'price', hasLocation: false }).toString(),
    );
    const byId = new Map(rows.map((r) => [r.id, toOffer(r, '2026-11-25')]));
    for (const offer of body.offers) expect(offer).toEqual(byId.get(offer.sellerProductId));
    // The second tyre read added no fragment: its shops, promotions and warranties were known.
    expect(again.fragments).toBe(shared.fragments);
    expect(fragments.list.length).toBe(new Set(fragments.list.map(String)).size);
    const before = fragments.list.length;
    toPieces(product, rows, '2026-11-25', fragments);
    expect(fragments.list.length).toBe(before);
  });

  it('is valid JSON with no offers at all', () => {
    const empty = toPieces(product, [], '2026-11-25');
    const body = JSON.parse(
      assemblePage(empty, null, 'price', ALL, { sort: 'price', hasLocation: false }).toString(),
    );
    expect(body.offers).toEqual([]);
    expect(body.benefits).toEqual([]);
    expect(body).toMatchObject({ offerCount: 0, offset: 0 });
  });

  it('answers one window of the offers in the page order, with the count of them all', () => {
    const ids = (body: { offers: { sellerProductId: number }[] }) =>
      body.offers.map((o) => o.sellerProductId);
    const first = page(null, 'price', { offset: 0, limit: 2 });
    expect(ids(first)).toEqual([2, 3]);
    expect(first).toMatchObject({ offerCount: 3, offset: 0 });
    const rest = page(null, 'price', { offset: 2, limit: 2 });
    expect(ids(rest)).toEqual([1]);
    expect(rest).toMatchObject({ offerCount: 3, offset: 2 });
    expect(page(null, 'price', { offset: 5, limit: 2 }).offers).toEqual([]);
    const here = toRadPoint(BANGKOK.latitude, BANGKOK.longitude);
    expect(ids(page(here, 'distance', { offset: 1, limit: 1 }))).toEqual([2]);
    // The benefits are the tyre's, whichever window is shown.
    expect(page(null, 'price', { offset: 2, limit: 1 }).benefits).toEqual(
      page(null, 'price').benefits,
    );
  });
});

describe('offers written by the encoder', () => {
  /** A small deterministic generator (mulberry32). */
  const randomOf = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = randomOf(18);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const maybe = <T>(value: T): T | null => (random() < 0.3 ? null : value);
  const today = '2026-11-25';
  const promotionPool = [
    ['discountAmount', 10_000],
    ['discountOrderAmt', 50_000],
    ['discountTurnPart', 20_000],
    ['discountPercent', 500],
    ['discountOrderPercent', 1_000],
    ['gift', 0],
  ].map(([amountType, amountValue], i) => ({
    id: i + 1,
    key: `promo-${i + 1}`,
    title: `โปรโมชัน "${i + 1}" \\ ลด`,
    amountType: amountType as string,
    amountValue: amountValue as number,
    minQty: pick([1, 2, 4, 6]),
    isTogglable: random() < 0.3,
    startDate: pick(['2026-01-01', '2026-11-25', '2026-11-26']),
    endDate: pick(['2026-11-24', '2026-11-25', '2026-12-31']),
  }));
  const servicePool = [0, 1, 2].flatMap((orderType) =>
    [0, 15_000].map((priceSatang, i) => ({
      id: orderType * 10 + i + 1,
      title: `บริการ ${orderType}-${i}`,
      priceSatang,
      isIncluded: random() < 0.7,
      isTogglable: random() < 0.3,
      orderType,
    })),
  );
  const warrantyPool = [
    { type: 'warranty', title: 'รับประกัน 1 ปี', remark: 'ก' },
    { type: 'warranty', title: 'รับประกัน 1 ปี', remark: 'ข' },
    { type: 'freeGift', title: 'แถมจุ๊บ', remark: '' },
  ];
  const some = <T>(pool: T[]) => pool.filter(() => random() < 0.3);

  function randomRow(id: number): OfferRow {
    const status = pick([1, 1, 1, 2, 3]);
    const base = offer(id, pick([150_000, 299_950, 1_000_001]), BANGKOK, some(warrantyPool));
    return {
      ...base,
      priceDeliverySatang: maybe(base.priceSatang + pick([0, 5_000])),
      deliveryRateSatang: maybe(pick([0, 2_500])),
      qty: pick([0, 3, 4, 40]),
      minQty: pick([1, 2, 4]),
      status,
      productionYear: pick([2023, 2025, 2026]),
      productionWeek: maybe(pick([1, 9, 44, 53])),
      isServiceAvailable: random() < 0.8,
      isDeliveryAvailable: random() < 0.5,
      offerPrepareDays: maybe(pick([0, 3])),
      storeId: pick([10, 20, 30]),
      storeName: pick(['ร้านหนึ่ง', 'ร้าน "สอง"']),
      storeLink: pick(['shop-a', 'ร้าน ก/ข', 'a"b']),
      branchName: pick(['', 'สาขา "หนึ่ง"']),
      ratingAverage: pick(['0.00', '4.50']),
      isServiceEnabled: random() < 0.8,
      isDeliveryEnabled: random() < 0.6,
      storePrepareDays: maybe(pick([0, 2])),
      defaultDeliveryRateSatang: maybe(pick([0, 10_000])),
      services: some(servicePool),
      promotions: some(promotionPool),
    } as OfferRow;
  }

  const SHOP_FIELDS = [
    'storeId',
    'storeLink',
    'storeName',
    'branchName',
    'district',
    'province',
    'ratingAverage',
    'ratingCount',
    'isServiceEnabled',
    'isDeliveryEnabled',
    'storePrepareDays',
    'defaultDeliveryRateSatang',
    'latitude',
    'longitude',
  ] as const;

  /** Each offer's JSON in a page, as the text the page holds. */
  const offerTexts = (page: Buffer): string[] =>
    (JSON.parse(page.toString()).offers as object[]).map((o) => JSON.stringify(o));

  it('are byte for byte the mapper’s offers, whether the rows share their objects or not', () => {
    const rows = Array.from({ length: 400 }, (_, i) => randomRow(i + 1));
    const expected = rows.map((row) => {
      const { distanceKm: _d, ...rest } = toOffer(row, today);
      return JSON.stringify({ ...rest, distanceKm: null });
    });
    const page = (pieces: ReturnType<typeof toPieces>) =>
      assemblePage(pieces, null, 'price', { offset: 0, limit: 1000 }, {});
    const byId = (texts: string[]) =>
      texts.sort((a, b) => JSON.parse(a).sellerProductId - JSON.parse(b).sellerProductId);
    // Rows read one tyre at a time: every row its own objects.
    const fragments = new Fragments();
    expect(byId(offerTexts(page(toPieces(product, rows.slice(0, 100), today, fragments))))).toEqual(
      expected.slice(0, 100),
    );
    // A bulk load: one object per shop and per list, offers in any order, one encoder for all.
    const shops = new Map<string, OfferRow>();
    const lists = new Map<string, unknown[]>();
    const shared = <T>(list: T[]): T[] => {
      const key = JSON.stringify(list);
      if (!lists.has(key)) lists.set(key, list);
      return lists.get(key) as T[];
    };
    const builder = new PiecesBuilder();
    const encoder = fragments.encoder(today);
    for (const row of [...rows].reverse()) {
      const shopKey = JSON.stringify(SHOP_FIELDS.map((key) => row[key]));
      if (!shops.has(shopKey)) shops.set(shopKey, row);
      builder.add(
        encoder,
        row,
        shops.get(shopKey) as OfferRow,
        shared(row.services),
        shared(row.promotions),
        shared(row.warranties),
      );
    }
    const bulk = builder.finish(product, fragments);
    expect(Array.from(bulk.ids)).toEqual(rows.map((r) => r.id));
    expect(byId(offerTexts(page(bulk)))).toEqual(expected);
    // The whole page equals the one built from the rows in order.
    expect(page(bulk).toString()).toBe(page(toPieces(product, rows, today)).toString());
  });

  it('keeps an offer in under 100 bytes, however long its shop’s and lists’ texts (decision 0172)', () => {
    const fragments = new Fragments();
    const rows = Array.from({ length: 600 }, (_, i) => ({
      ...randomRow(i + 1),
      storeId: 100 + (i % 50),
      storeLink: `ร้านยางทดสอบสาขาที่ ${i % 50}`,
      storeName: `ร้านยางทดสอบ ${'ยาว'.repeat(20)} ${i % 50}`,
    }));
    const pieces = toPieces(product, rows, today, fragments);
    // The shop's texts and its link's start are fragments, kept once for the copy.
    expect((piecesBytes(pieces) - pieces.head.length) / rows.length).toBeLessThan(100);
    // And the page still says every offer as the mapper does.
    const texts = offerTexts(assemblePage(pieces, null, 'price', { offset: 0, limit: 1000 }, {}));
    const expected = rows.map((row) => {
      const { distanceKm: _d, ...rest } = toOffer(row, today);
      return JSON.stringify({ ...rest, distanceKm: null });
    });
    expect(texts.sort()).toEqual(expected.sort());
  });

  it('a page with some offers rewritten in place is the page the new rows give, in the same price order (decisions 0124, 0129, 0172)', () => {
    const fragments = new Fragments();
    // Even ids at first; changes remove, rewrite and add offers (odd ids come in between).
    let current = Array.from({ length: 300 }, (_, i) => randomRow(2 * (i + 1)));
    let kept = toPieces(product, current, today, fragments);
    const renamed = { ...product, modelName: 'LTX Trail "ใหม่"', sku: 'SKU-7b' } as ProductRow;
    const here = toRadPoint(CHIANG_MAI.latitude, CHIANG_MAI.longitude);
    const pages = (p: ReturnType<typeof toPieces>) => [
      assemblePage(p, null, 'price', { offset: 0, limit: 1000 }, {}).toString(),
      assemblePage(p, here, 'distance', { offset: 5, limit: 20 }, {}).toString(),
    ];
    for (let round = 0; round < 40; round++) {
      const byId = new Map(current.map((row) => [row.id, row]));
      const gone = new Set<number>();
      const changes = round === 11 ? 0 : 1 + Math.floor(random() * 40);
      for (let c = 0; c < changes; c++) {
        const id = 1 + Math.floor(random() * 640);
        gone.add(id);
        // Left out (out of stock, moved to another tyre), rewritten, or new.
        if (random() < 0.3) byId.delete(id);
        else byId.set(id, randomRow(id));
      }
      if (round === 5) {
        // Every offer gone at once.
        for (const id of byId.keys()) gone.add(id);
        byId.clear();
      }
      current = [...byId.values()].sort((a, b) => a.id - b.id);
      const rewritten = current.filter((row) => gone.has(row.id));
      const spec = round >= 8 ? renamed : product;
      const before = kept;
      const pagesBefore = pages(before);
      kept = patchPieces(
        kept,
        spec,
        [...gone].sort((a, b) => a - b),
        rewritten,
        today,
        fragments,
      );
      expect(Array.from(kept.ids)).toEqual(current.map((row) => row.id));
      // The new page carries the old one's price order over (decision 0129), which the price
      // page below must show as a sort of the new rows does.
      expect(kept.byPrice).toBeDefined();
      const fresh = toPieces(spec, current, today);
      expect(pages(kept)).toEqual(pages(fresh));
      // The old page is as it was (views still holding it answer as before the write).
      expect(pages(before)).toEqual(pagesBefore);
      // The page holds its offers' numbers only (decision 0172): its size is the fresh page's.
      expect(piecesBytes(kept)).toBeLessThan(piecesBytes(fresh) + 20_000);
    }
  });
});
