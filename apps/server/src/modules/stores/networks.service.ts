import { productIdFromParam } from '@yangdee/contracts/catalog';
import { NetworkSearchMode } from '@yangdee/contracts/store-services';
import type {
  NetworkDetail,
  NetworkDetailBody,
  NetworkProduct,
  NetworkSummary,
} from '@yangdee/contracts/stores';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { imageUrl } from '../../lib/image-urls';
import { loadCards } from '../catalog/product-card.mapper';
import { toStoreCard } from './store-card.mapper';
import { STOREFRONT_FILE_COLUMN } from './store-images';
import {
  countStores,
  distanceColumn,
  findStorePage,
  type Point,
  type StoreRow,
  storeOrder,
} from './store-search.repository';
import { loadCardsById } from './stores.service';

// Shop networks (spec 2.1 /network, /network/:key, /network/:key/:pid; spec 9 network search
// mode TIRE 1 / STORE 2).

type NetworkRow = {
  id: number;
  key: string;
  name: string;
  description_th: string;
  store_count: number;
};

const toSummary = (n: NetworkRow): NetworkSummary => ({
  id: n.id,
  key: n.key,
  name: n.name,
  logo: imageUrl('network', n.id),
  description: n.description_th,
  storeCount: n.store_count,
});

const NETWORK_SELECT = sql`select n.id, n.key, n.name, n.description_th,
  (select count(*)::int from stores s where s.network_id = n.id and s.is_active) as store_count
  from networks n`;

export async function getNetworkList(db: DbOrTx): Promise<NetworkSummary[]> {
  const result = await db.execute<NetworkRow>(sql`${NETWORK_SELECT} order by n.name, n.id`);
  return result.rows.map(toSummary);
}

async function requireNetwork(db: DbOrTx, key: string): Promise<NetworkSummary> {
  const result = await db.execute<NetworkRow>(sql`${NETWORK_SELECT} where n.key = ${key}`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบเครือข่ายร้านยางที่ต้องการ');
  return toSummary(row);
}

export async function getNetworkDetail(
  db: DbOrTx,
  body: NetworkDetailBody,
  point: Point | null,
): Promise<NetworkDetail> {
  const network = await requireNetwork(db, body.key);
  const offset = (body.page - 1) * body.pageSize;
  const paged = <T>(items: T[], total: number) => ({
    items,
    total,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: Math.ceil(total / body.pageSize),
  });
  if (body.mode === NetworkSearchMode.STORE) {
    const where = sql`s.is_active and s.network_id = ${network.id}`;
    const [rows, total] = await Promise.all([
      findStorePage(db, where, point, body.pageSize, offset),
      countStores(db, where),
    ]);
    return {
      network,
      mode: body.mode,
      stores: paged(rows.map(toStoreCard), total),
      products: null,
    };
  }
  const { items, total } = await loadCards(db, {
    productWhere: sql``,
    offerWhere: sql`and s.network_id = ${network.id}`,
    isDeliveryPrice: false,
    sort: 'popular',
    limit: body.pageSize,
    offset,
  });
  return { network, mode: body.mode, stores: null, products: paged(items, total) };
}

type NetworkOfferRow = StoreRow & {
  seller_product_id: number;
  price_satang: number;
  price_delivery_satang: number | null;
  status: number;
  production_year: number;
};

export async function getNetworkProduct(
  db: DbOrTx,
  body: { key: string; pid: string },
  point: Point | null,
): Promise<NetworkProduct> {
  const network = await requireNetwork(db, body.key);
  const productId = productIdFromParam(body.pid);
  if (!productId) throw new AppError('NOT_FOUND');
  const product = (await loadCardsById(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND');
  const order = point ? storeOrder(point) : sql`sp.price_satang, s.id`;
  const result = await db.execute<NetworkOfferRow>(sql`
    select s.id, s.link, s.name, s.branch_name, s.address, s.sub_district, s.district, s.province,
           s.post_code, s.tel, s.latitude, s.longitude,
           (s.storefront_svg is not null) as has_storefront, ${STOREFRONT_FILE_COLUMN},
           s.rating_average::text as rating_average,
           s.rating_count, s.is_tyre_shop, s.is_repair_shop, s.is_service_enabled,
           s.is_delivery_enabled, s.has_tire_balancing, s.has_tire_center, s.has_nitrogen,
           s.has_patch_mushroom, s.has_patch_streaming_cool, s.has_patch_streaming_heat,
           s.has_patch_silk_plug, ${distanceColumn(point)},
           sp.id as seller_product_id, sp.price_satang, sp.price_delivery_satang,
           sp.status::int as status, sp.production_year::int as production_year
      from seller_products sp join stores s on s.id = sp.store_id
     where sp.product_id = ${productId} and s.network_id = ${network.id} and s.is_active
       and sp.is_display and sp.status <> 4
     order by ${order}, sp.id
     limit 200`);
  return {
    network,
    product,
    offers: result.rows.map((r) => ({
      store: toStoreCard(r),
      sellerProductId: r.seller_product_id,
      price: r.price_satang / 100,
      priceDelivery: r.price_delivery_satang === null ? null : r.price_delivery_satang / 100,
      stockStatus: r.status,
      productionYear: r.production_year,
    })),
  };
}
