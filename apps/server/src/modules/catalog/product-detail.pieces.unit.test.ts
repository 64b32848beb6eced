import { describe, expect, it } from 'vitest';
import { toRadPoint } from '../../lib/geo';
import { toOffer } from './product-detail.mapper';
import { assemblePage, Fragments, toPieces } from './product-detail.pieces';
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
const pieces = toPieces(product, rows, '2026-11-25');
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
