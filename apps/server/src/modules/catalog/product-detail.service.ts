import { productIdFromParam, toKebab } from '@yangdee/contracts/catalog';
import type { OfferSort, RelatedContent } from '@yangdee/contracts/product-detail';
import { type FreshnessMonths, freshSinceKey } from '@yangdee/contracts/production-year';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toRadPoint } from '../../lib/geo';
import { imageUrl } from '../../lib/image-urls';
import { bangkokToday } from '../../lib/time';
import { catalogueOf } from './catalogue';
import { detailPiecesOf } from './product-detail.cache';
import { renderProductDocument } from './product-detail.document';
import { assemblePage } from './product-detail.pieces';
import type { Location } from './product-detail.repository';
import * as repo from './product-detail.repository';

// Tyre detail use cases (issue 2/6 §3): the page's data, related articles, the product lookup
// the document uses. Unknown or inactive products are NOT_FOUND.

const notFound = () => new AppError('NOT_FOUND', 'ไม่พบยางรุ่นนี้ หรือยางรุ่นนี้เลิกจำหน่ายแล้ว');

export async function findProductOrThrow(db: Db, param: string | number) {
  const id = typeof param === 'number' ? param : productIdFromParam(param);
  const product = id === null ? null : await catalogueOf(db).statements.activeProduct(id);
  if (!product) throw notFound();
  return product;
}

export type ProductDetailQuery = {
  /** Where the view is counted (batched); absent → not counted. */
  views?: { count: (productId: number) => void };
  param: string;
  sort: OfferSort;
  /** The window of offers answered (decision 0113); every offer when absent. */
  offset?: number;
  limit?: number;
  location: Location | null;
  /** Only offers made within the last 12 or 24 months (decision 0164). */
  fresh?: FreshnessMonths;
  /** The server's clock (the day the fresh window counts from). */
  now?: () => Date;
  /** The signed-in customer, when a valid token came with the call (may still be resolving). */
  userId: number | null | Promise<number | null>;
};

/**
 * The tyre page as UTF-8 JSON (ProductDetailResponse). What every shopper sees alike (the spec, the
 * pictures, each offer) comes from the in-memory detail copy (decision 0060); only the distances
 * to this shopper, the offers' order, the benefits in that order and the favourite flag are
 * worked out per request.
 */
export async function getProductDetail(
  db: Db,
  q: ProductDetailQuery,
  checkEveryMs = 0,
  maxBytes?: number,
): Promise<Buffer> {
  const id = productIdFromParam(q.param);
  if (id === null) throw notFound();
  // The caller's favourite flag is read alongside.
  const [pieces, isFavourite] = await Promise.all([
    detailPiecesOf(db, id, checkEveryMs, maxBytes),
    Promise.resolve(q.userId).then((userId) =>
      userId === null ? undefined : repo.isFavouriteOf(db, userId, id),
    ),
  ]);
  if (!pieces) throw notFound();
  q.views?.count(id);

  const here = q.location ? toRadPoint(q.location.latitude, q.location.longitude) : null;
  const sort: OfferSort = q.sort === 'distance' && here ? 'distance' : 'price';
  const window = { offset: q.offset ?? 0, limit: q.limit ?? Number.MAX_SAFE_INTEGER };
  const freshSince = q.fresh ? freshSinceKey(q.fresh, bangkokToday(q.now?.() ?? new Date())) : null;
  return assemblePage(
    pieces,
    here,
    sort,
    window,
    {
      sort,
      hasLocation: here !== null,
      ...(isFavourite === undefined ? {} : { isFavourite }),
    },
    freshSince,
  );
}

export async function getRelatedContents(db: Db, relatedTireId: string | number) {
  const product = await findProductOrThrow(db, relatedTireId);
  const rows = await repo.findRelatedArticles(db, product);
  return rows.map(
    (a): RelatedContent => ({
      key: a.key,
      title: a.title,
      summary: a.summary,
      picture: imageUrl('article', a.id),
      link: `/article/${encodeURIComponent(a.key)}`,
    }),
  );
}

/** The product data sheet as base64, cached per product version and day. */
export async function getProductDocument(db: Db, param: string) {
  const product = await findProductOrThrow(db, param);
  const today = bangkokToday();
  const key = [
    product.id,
    product.productUpdatedAt.getTime(),
    product.modelUpdatedAt.getTime(),
    today,
  ].join(':');
  const base64 = await catalogueOf(db).documents.base64(key, () =>
    renderProductDocument({ ...product, types: product.types.map((t) => t.name) }),
  );
  const fileName = `${toKebab(`yangdee-${product.brandSlug}-${product.modelSlug}-${product.sizeLabel}`)}.pdf`;
  return { fileName, base64 };
}
