import { productionYearRangeMessage } from '@yangdee/contracts/production-year';
import { STOCK_IMPORT_ROW_KIND as KIND } from '@yangdee/contracts/stock-import';
import type { DbOrTx } from '../../db/client';
import * as repo from './stock-import.repository';
import { type CellError, changedFields, type ParsedRow } from './stock-import-row';

// The preview's verdict on each row (issue 16 item 2: new / changed / unchanged / error), a
// batch at a time: the batch's offers, taken (product, year) pairs and catalogue products are
// read in three queries. What must hold across the whole file (a lookup id once, a (product,
// year) once) is kept in two maps of at most 50,000 entries.

const NOT_OWN = 'ไม่พบรหัสสต็อกนี้ในร้าน (อย่าแก้ไขคอลัมน์รหัสสต็อก เว้นว่างเมื่อเพิ่มสินค้าใหม่)';
const OTHER_PRODUCT = 'รหัสยางไม่ตรงกับรหัสสต็อก หากต้องการขายยางรุ่นอื่น ให้เพิ่มเป็นแถวใหม่';
const UNKNOWN_PRODUCT = 'ไม่พบรหัสยางนี้ในแคตตาล็อก หรือยางนี้เลิกจำหน่ายแล้ว';

export class PreviewBuilder {
  processed = 0;
  counts = { countNew: 0, countChanged: 0, countUnchanged: 0, countError: 0 };
  private seenIds = new Map<number, number>();
  private seenKeys = new Map<string, number>();

  constructor(
    private readonly db: DbOrTx,
    private readonly storeId: number,
    private readonly years: number[],
  ) {}

  async judge(jobId: number, rows: ParsedRow[]): Promise<repo.ImportRowWrite[]> {
    if (rows.length === 0) return [];
    const ids = rows.flatMap((r) => (r.id === null ? [] : [r.id]));
    const offers = new Map(
      (await repo.findOffersByIds(this.db, this.storeId, ids)).map((o) => [o.id, o]),
    );
    const newProductIds = rows.flatMap((r) => (r.id === null && r.productId ? [r.productId] : []));
    const productIds = new Set(newProductIds);
    for (const r of rows) {
      const offer = r.id === null ? undefined : offers.get(r.id);
      if (offer && r.values && r.values.year !== offer.year) productIds.add(offer.productId);
    }
    const taken = new Map(
      (await repo.findOffersOfProducts(this.db, this.storeId, [...productIds])).map((o) => [
        `${o.productId}:${o.year}`,
        o.id,
      ]),
    );
    const sellable = new Set(
      (await repo.findSellableProducts(this.db, [...new Set(newProductIds)])).map((p) => p.id),
    );
    return rows.map((row) => this.verdict(jobId, row, offers, taken, sellable));
  }

  private verdict(
    jobId: number,
    row: ParsedRow,
    offers: Map<number, repo.OfferRecord>,
    taken: Map<string, number>,
    sellable: Set<number>,
  ): repo.ImportRowWrite {
    this.processed++;
    const errors: CellError[] = [...row.errors];
    const add = (key: Parameters<ParsedRow['cell']>[0], message: string) =>
      errors.push({ cell: row.cell(key), message });
    const offer = row.id === null ? undefined : offers.get(row.id);
    if (row.id !== null) {
      const first = this.seenIds.get(row.id);
      if (first !== undefined) add('id', `รหัสสต็อกนี้ซ้ำกับแถว ${first}`);
      else this.seenIds.set(row.id, row.rowNo);
      if (!offer) add('id', NOT_OWN);
      else if (row.productId !== null && row.productId !== offer.productId) {
        add('productId', OTHER_PRODUCT);
      }
    } else if (row.productId !== null && !sellable.has(row.productId)) {
      add('productId', UNKNOWN_PRODUCT);
    }
    const productId = offer?.productId ?? row.productId;
    const values = row.values;
    if (values && errors.length === 0 && productId !== null) {
      if (!this.years.includes(values.year) && offer?.year !== values.year) {
        add('year', productionYearRangeMessage(this.years));
      }
      const key = `${productId}:${values.year}`;
      const holder = taken.get(key);
      if (holder !== undefined && holder !== row.id) {
        add('year', `ร้านมียางรุ่นนี้ของปีที่ผลิตนี้อยู่แล้ว (รหัสสต็อก ${holder}) กรุณาแก้ไขรายการเดิมแทน`);
      }
      const twin = this.seenKeys.get(key);
      if (twin !== undefined) add('year', `ยางรุ่นนี้ของปีที่ผลิตนี้ซ้ำกับแถว ${twin}`);
      else this.seenKeys.set(key, row.rowNo);
    }
    const base = {
      jobId,
      rowNo: row.rowNo,
      sellerProductId: offer?.id ?? null,
      productId,
    };
    if (errors.length > 0 || !values) {
      this.counts.countError++;
      return { ...base, kind: KIND.ERROR, errors };
    }
    if (!offer) {
      this.counts.countNew++;
      return { ...base, kind: KIND.NEW, after: values };
    }
    const { id: _id, productId: _p, ...before } = offer;
    const changes = changedFields(before, values);
    if (Object.keys(changes).length === 0) {
      this.counts.countUnchanged++;
      return { ...base, kind: KIND.UNCHANGED };
    }
    this.counts.countChanged++;
    return { ...base, kind: KIND.CHANGED, before, after: changes };
  }
}
