import type { ProductCard } from '@yangdee/contracts/catalog';
import { leadDays } from '@yangdee/contracts/offer-orderability';
import {
  STORE_RATING_STEPS,
  STORE_SERVICE_FLAGS,
  STORE_SERVICE_LABELS,
} from '@yangdee/contracts/store-services';
import type {
  GetStoreFilterBody,
  StoreDetail,
  StoreFilterResponse,
  StoreOffer,
  StoreProductsBody,
  StoreProductsResponse,
  StoreReviewPage,
} from '@yangdee/contracts/stores';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { WeeklyHours } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { imageUrl } from '../../lib/image-urls';
import { bangkokToday } from '../../lib/time';
import { uploadUrl } from '../../lib/uploads';
import { loadCards } from '../catalog/product-card.mapper';
import { toStoreCard } from './store-card.mapper';
import { sanitizeOpenTimeHtml } from './store-html';
import { findStoreRowByLink, type Point } from './store-search.repository';
import * as repo from './stores.repository';

// Store detail use cases (issue [3/6] §2) and the store-search filter options (spec 7
// get-store-filter).

const pageCount = (total: number, size: number) => Math.ceil(total / size);

export async function getStoreFilter(
  db: DbOrTx,
  body: GetStoreFilterBody,
): Promise<StoreFilterResponse> {
  const modeWhere =
    body.mode === 'repair'
      ? sql`s.is_repair_shop`
      : body.mode === 'tyre'
        ? sql`s.is_tyre_shop`
        : sql`true`;
  const [provinces, districts, networks] = await Promise.all([
    repo.findProvinceCounts(db, modeWhere),
    body.province ? repo.findDistrictCounts(db, modeWhere, body.province) : Promise.resolve([]),
    repo.findNetworkCounts(db, modeWhere),
  ]);
  return {
    provinces,
    districts,
    services: STORE_SERVICE_FLAGS.map((key) => ({ key, label: STORE_SERVICE_LABELS[key] })),
    orderTypes: [
      { value: 'SERVICE', label: 'ติดตั้งที่ร้าน' },
      { value: 'DELIVERY', label: 'จัดส่งถึงบ้าน' },
    ],
    networks,
    ratings: STORE_RATING_STEPS.map((value) => ({ value, label: `${value} ดาวขึ้นไป` })),
  };
}

async function requireStore(db: DbOrTx, link: string, point: Point | null) {
  const row = await findStoreRowByLink(db, link, point);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้าที่ต้องการ');
  return row;
}

function toWeeklyHours(value: unknown): StoreDetail['store']['weeklyHours'] {
  const list = Array.isArray(value) ? (value as WeeklyHours) : [];
  return Array.from({ length: 7 }, (_, day) => {
    const h = list.find((x) => x && x.day === day);
    return h ? { day, open: h.open, close: h.close } : null;
  });
}

export async function getStoreDetail(
  db: DbOrTx,
  link: string,
  point: Point | null,
): Promise<StoreDetail> {
  const row = await requireStore(db, link, point);
  const today = bangkokToday();
  const [holidays, gallery, banner, histogram, network, promotions] = await Promise.all([
    repo.findHolidaysFrom(db, row.id, today),
    repo.findGallery(db, row.id),
    repo.findBannerFile(db, row.id),
    repo.findRatingHistogram(db, row.id),
    row.network_id ? repo.findNetworkById(db, row.network_id) : Promise.resolve(null),
    repo.findStorePromotions(db, row.id, today),
  ]);
  const card = toStoreCard(row);
  const fullName = card.branchName ? `${card.name} ${card.branchName}` : card.name;
  const pictures = [
    ...(card.picture ? [{ src: card.picture, alt: `หน้าร้าน ${fullName}` }] : []),
    ...gallery.map((picture, i) => ({
      src: picture.file_path ? uploadUrl(picture.file_path) : imageUrl('store-picture', picture.id),
      alt: `รูปร้าน ${fullName} ${i + 1}`,
    })),
  ];
  const counts = new Map(histogram.map((h) => [h.star, h.count]));
  return {
    store: {
      ...card,
      subDistrict: row.sub_district,
      postCode: row.post_code,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      announcement: row.announcement,
      openTimeHtml: sanitizeOpenTimeHtml(row.open_time_html),
      weeklyHours: toWeeklyHours(row.weekly_hours),
      holidays,
      pictures,
      banner: banner ? uploadUrl(banner) : null,
      ratingHistogram: [5, 4, 3, 2, 1].map((star) => ({ star, count: counts.get(star) ?? 0 })),
      network: network
        ? { key: network.key, name: network.name, logo: imageUrl('network', network.id) }
        : null,
    },
    promotions: promotions.map((p) => ({
      key: p.key,
      title: p.title,
      remark: p.remark,
      startDate: p.start_date,
      endDate: p.end_date,
    })),
  };
}

/** Product cards of the given products (lowest price across every shop), keyed by id. */
export async function loadCardsById(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, ProductCard>> {
  if (productIds.length === 0) return new Map();
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const { items } = await loadCards(db, {
    productWhere: sql`and p.id in (${ids})`,
    offerWhere: sql``,
    isDeliveryPrice: false,
    sort: 'popular',
    limit: productIds.length,
    offset: 0,
  });
  return new Map(items.map((c) => [c.id, c]));
}

function toOffer(row: repo.OfferRow, card: ProductCard): StoreOffer {
  return {
    sellerProductId: row.id,
    product: card,
    price: row.price_satang / 100,
    priceDelivery: row.price_delivery_satang === null ? null : row.price_delivery_satang / 100,
    stockStatus: row.status,
    qty: row.qty,
    leadDays: leadDays({ status: row.status, prepareDays: row.prepare_days }),
    productionYear: row.production_year,
    isServiceAvailable: row.is_service_available,
    isDeliveryAvailable: row.is_delivery_available,
  };
}

export async function getStoreProducts(
  db: DbOrTx,
  body: StoreProductsBody,
): Promise<StoreProductsResponse> {
  const store = await requireStore(db, body.id, null);
  const offset = (body.page - 1) * body.pageSize;
  const rows = await repo.findStoreOffers(db, store.id, body.k, body.pageSize, offset);
  const total =
    rows[0]?.total ?? (offset > 0 ? await repo.countStoreOffers(db, store.id, body.k) : 0);
  const focusRow = body.focusSellerProductId
    ? await repo.findStoreOffer(db, store.id, body.focusSellerProductId)
    : null;
  const cards = await loadCardsById(db, [
    ...rows.map((r) => r.product_id),
    ...(focusRow ? [focusRow.product_id] : []),
  ]);
  const withCard = (r: repo.OfferRow) => {
    const card = cards.get(r.product_id);
    return card ? toOffer(r, card) : null;
  };
  return {
    items: rows.map(withCard).filter((o): o is StoreOffer => o !== null),
    total,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: pageCount(total, body.pageSize),
    focus: focusRow ? withCard(focusRow) : null,
  };
}

export async function getStoreReviews(
  db: DbOrTx,
  body: { id: string; page: number; pageSize: number },
): Promise<StoreReviewPage> {
  const store = await requireStore(db, body.id, null);
  const offset = (body.page - 1) * body.pageSize;
  const rows = await repo.findStoreReviews(db, store.id, body.pageSize, offset);
  const total = rows[0]?.total ?? (offset > 0 ? await repo.countStoreReviews(db, store.id) : 0);
  return {
    items: rows.map((r) => ({
      id: r.id,
      reviewerName: r.reviewer_name,
      rating: r.rating,
      text: r.text,
      createdAt: r.created_at,
      reply: r.reply,
      repliedAt: r.replied_at,
    })),
    total,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: pageCount(total, body.pageSize),
  };
}
