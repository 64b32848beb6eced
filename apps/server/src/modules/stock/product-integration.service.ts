import {
  integrationCategoryOf,
  type ProductIntegrationCategory,
  stockStatusText,
} from '@yangdee/contracts/seller-stock';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { bangkokToday } from '../../lib/time';
import { attachmentDisposition, bahtCell, streamedSheet, type XlsxColumn } from '../../lib/xlsx';

// export-product-integration {category} (spec 7 "Seller" → Exports; issue 16 item 3; decision
// 0092): the catalogue rows a shop's own system needs to map its stock to ours — our product id,
// SKU, brand code, model, size and its parts, load and speed index — and, beside each tyre the
// shop offers, its offer (id, year, prices, qty, status). One row per tyre it does not offer, one
// per offer otherwise. Products are read in keyset batches by id and streamed (decision 0087).

export const INTEGRATION_BATCH_SIZE = 1_000;

const SIZE_KIND_TH: Record<string, string> = {
  passenger: 'รถเก๋ง',
  suv: 'รถ SUV',
  pickup: 'รถกระบะ',
};
const yesNo = (v: boolean) => (v ? 'ใช่' : 'ไม่ใช่');

export const PRODUCT_INTEGRATION_COLUMNS: XlsxColumn[] = [
  { header: 'รหัสสินค้ายางดี', key: 'productId', width: 14 },
  { header: 'SKU', key: 'sku', width: 34 },
  { header: 'รหัสยี่ห้อ', key: 'brandCode', width: 16 },
  { header: 'ยี่ห้อ', key: 'brand', width: 18 },
  { header: 'ยี่ห้อ (ไทย)', key: 'brandTh', width: 18 },
  { header: 'รุ่น', key: 'model', width: 26 },
  { header: 'ขนาด', key: 'size', width: 14 },
  { header: 'หน้ากว้าง (มม.)', key: 'width', width: 14, kind: 'count' },
  { header: 'ซีรีส์ (แก้มยาง %)', key: 'ratio', width: 16, kind: 'count' },
  { header: 'ขอบล้อ (นิ้ว)', key: 'diameter', width: 12, kind: 'count' },
  { header: 'ดัชนีรับน้ำหนัก', key: 'loadIndex', width: 14, kind: 'count' },
  { header: 'ดัชนีความเร็ว', key: 'speedRating', width: 14 },
  { header: 'ประเภทรถ', key: 'sizeKind', width: 12 },
  { header: 'รันแฟลต', key: 'runflat', width: 10 },
  { header: 'รหัสสินค้าของร้าน', key: 'offerId', width: 16 },
  { header: 'ปีที่ผลิต', key: 'year', width: 10 },
  { header: 'ราคาติดตั้ง', key: 'price', width: 16, kind: 'money' },
  { header: 'ราคาจัดส่ง', key: 'priceDelivery', width: 16, kind: 'money' },
  { header: 'จำนวนคงเหลือ', key: 'qty', width: 14, kind: 'count' },
  { header: 'สถานะ', key: 'status', width: 18 },
  { header: 'แสดงบนหน้าร้าน', key: 'display', width: 16 },
];

function productWhere(storeId: number, category: ProductIntegrationCategory): SQL | undefined {
  if (category === 'stock') {
    // The shop's own tyres, whatever the catalogue did with them since.
    return sql`exists (select 1 from ${sellerProducts} where ${sellerProducts.productId} = ${products.id} and ${sellerProducts.storeId} = ${storeId})`;
  }
  const active = and(
    eq(products.isActive, true),
    eq(tyreModels.isActive, true),
    eq(brands.isActive, true),
  );
  return category === 'all' ? active : and(active, eq(tyreSizes.category, category));
}

async function readProductBatch(db: Db, where: SQL | undefined, afterId: number, limit: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      brandCode: brands.slug,
      brand: brands.nameEn,
      brandTh: brands.nameTh,
      model: tyreModels.name,
      size: tyreSizes.label,
      width: tyreSizes.width,
      ratio: tyreSizes.ratio,
      diameter: tyreSizes.diameter,
      sizeKind: tyreSizes.category,
      loadIndex: products.loadIndex,
      speedRating: products.speedRating,
      isRunflat: products.isRunflat,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(and(where, gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

async function readOffers(db: Db, storeId: number, productIds: number[]) {
  const rows = await db
    .select({
      id: sellerProducts.id,
      productId: sellerProducts.productId,
      year: sellerProducts.productionYear,
      priceSatang: sellerProducts.priceSatang,
      priceDeliverySatang: sellerProducts.priceDeliverySatang,
      qty: sellerProducts.qty,
      status: sellerProducts.status,
      isDisplay: sellerProducts.isDisplay,
    })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), inArray(sellerProducts.productId, productIds)))
    .orderBy(asc(sellerProducts.productId), asc(sellerProducts.productionYear));
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export type ProductIntegrationExport = { disposition: string; stream: NodeJS.ReadableStream };

/** Starts the file; a database failure half way aborts the stream (the download fails). */
export function exportProductIntegration(
  db: Db,
  storeId: number,
  requested: ProductIntegrationCategory | '',
  log: { error: (obj: unknown, msg: string) => void },
  { now = new Date(), batchSize = INTEGRATION_BATCH_SIZE } = {},
): ProductIntegrationExport {
  const category = integrationCategoryOf(requested);
  const where = productWhere(storeId, category);
  const { stream, sheet } = streamedSheet('สินค้าสำหรับเชื่อมระบบ', PRODUCT_INTEGRATION_COLUMNS);

  const write = async () => {
    let afterId = 0;
    for (;;) {
      const batch = await readProductBatch(db, where, afterId, batchSize);
      if (batch.length === 0) break;
      const offers = await readOffers(
        db,
        storeId,
        batch.map((p) => p.id),
      );
      for (const p of batch) {
        const tyre = {
          ...p,
          productId: p.id,
          sizeKind: SIZE_KIND_TH[p.sizeKind] ?? p.sizeKind,
          runflat: yesNo(p.isRunflat),
        };
        const own = offers.get(p.id) ?? [];
        if (own.length === 0) sheet.addRow(tyre);
        for (const o of own) {
          sheet.addRow({
            ...tyre,
            offerId: o.id,
            year: o.year,
            price: bahtCell(o.priceSatang),
            priceDelivery: bahtCell(o.priceDeliverySatang),
            qty: o.qty,
            status: stockStatusText(o.status),
            display: yesNo(o.isDisplay),
          });
        }
      }
      await sheet.drained();
      afterId = batch[batch.length - 1].id;
      if (batch.length < batchSize) break;
    }
    await sheet.finish();
  };
  write().catch((error: Error) => {
    log.error({ err: error }, 'product integration export failed');
    sheet.abort(error);
  });

  const day = bangkokToday(now);
  const buddhistDay = `${Number(day.slice(0, 4)) + 543}${day.slice(4)}`;
  return {
    disposition: attachmentDisposition(
      `yangdee-products-${category}-${day}.xlsx`,
      `สินค้าสำหรับเชื่อมระบบ-ยางดี-${buddhistDay}.xlsx`,
    ),
    stream,
  };
}
