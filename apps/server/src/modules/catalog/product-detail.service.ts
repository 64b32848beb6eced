import { productIdFromParam, toKebab } from '@yangdee/contracts/catalog';
import type {
  OfferSort,
  ProductDetailResponse,
  RelatedContent,
} from '@yangdee/contracts/product-detail';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { productDocumentBase64, renderProductDocument } from './product-detail.document';
import { toOffer, toProductSpec } from './product-detail.mapper';
import * as repo from './product-detail.repository';

// Tyre detail use cases (issue 2/6 §3): the page's data, related articles, the product lookup
// the document uses. Unknown or inactive products are NOT_FOUND.

const notFound = () => new AppError('NOT_FOUND', 'ไม่พบยางรุ่นนี้ หรือยางรุ่นนี้เลิกจำหน่ายแล้ว');

export async function findProductOrThrow(db: Db, param: string | number) {
  const id = typeof param === 'number' ? param : productIdFromParam(param);
  const product = id === null ? null : await repo.findActiveProduct(db, id);
  if (!product) throw notFound();
  return product;
}

export type ProductDetailQuery = {
  /** Where the view is counted (batched); absent → not counted. */
  views?: { count: (productId: number) => void };
  param: string;
  sort: OfferSort;
  location: repo.Location | null;
  /** The signed-in customer, when a valid token came with the call (may still be resolving). */
  userId: number | null | Promise<number | null>;
  today?: string;
};

export async function getProductDetail(
  db: Db,
  q: ProductDetailQuery,
): Promise<ProductDetailResponse> {
  const id = productIdFromParam(q.param);
  if (id === null) throw notFound();
  const today = q.today ?? bangkokToday();
  // Three independent reads in parallel: the product, its offers, the caller's favourite flag.
  const [product, offerRows, isFavourite] = await Promise.all([
    repo.findActiveProduct(db, id),
    repo.findVisibleOffers(db, id, q.location),
    Promise.resolve(q.userId).then((userId) =>
      userId === null ? undefined : repo.isFavouriteOf(db, userId, id),
    ),
  ]);
  if (!product) throw notFound();
  q.views?.count(product.id);
  const offers = offerRows.map((o) => toOffer(o, today));

  const sort: OfferSort = q.sort === 'distance' && q.location ? 'distance' : 'price';
  // Ties keep a stable order: then price per tyre, then the offer id.
  offers.sort((a, b) => {
    if (sort === 'distance') {
      const d = (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity);
      if (d !== 0) return d;
    }
    return (
      a.setPrice.total - b.setPrice.total ||
      a.price - b.price ||
      a.sellerProductId - b.sellerProductId
    );
  });

  const alt = `${product.brandTh} ${product.modelName} ${product.sizeLabel}`;
  const seen = new Set<string>();
  const benefits = offers
    .flatMap((o) => o.benefits)
    .filter((b) => !seen.has(`${b.type}|${b.title}`) && seen.add(`${b.type}|${b.title}`));

  return {
    product: toProductSpec(
      product,
      offerRows.map((o) => o.priceSatang),
    ),
    pictures: [
      { src: `/api/images/model/${product.modelId}.svg`, alt },
      ...product.pictureIds.map((id, i) => ({
        src: `/api/images/picture/${id}.svg`,
        alt: `${alt} (${i + 2})`,
      })),
    ],
    benefits,
    offers,
    sort,
    hasLocation: q.location !== null,
    ...(isFavourite === undefined ? {} : { isFavourite }),
  };
}

export async function getRelatedContents(db: Db, relatedTireId: string | number) {
  const product = await findProductOrThrow(db, relatedTireId);
  const rows = await repo.findRelatedArticles(db, product);
  return rows.map(
    (a): RelatedContent => ({
      key: a.key,
      title: a.title,
      summary: a.summary,
      picture: `/api/images/article/${a.id}.svg`,
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
  const base64 = await productDocumentBase64(key, () =>
    renderProductDocument({ ...product, types: product.types.map((t) => t.name) }),
  );
  const fileName = `${toKebab(`yangdee-${product.brandSlug}-${product.modelSlug}-${product.sizeLabel}`)}.pdf`;
  return { fileName, base64 };
}
