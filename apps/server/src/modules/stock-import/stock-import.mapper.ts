import { satangToBaht } from '@yangdee/contracts/seller-stock';
import {
  STOCK_IMPORT_FIELD_LABEL,
  type StockImportField,
  type StockImportJob,
  type StockImportRow,
  stockImportValueText,
} from '@yangdee/contracts/stock-import';
import type { JobRow, OfferValues } from './stock-import.repository';
import { IMPORT_FIELDS } from './stock-import-row';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toJob(j: JobRow): StockImportJob {
  return {
    id: j.id,
    fileName: j.fileName,
    status: j.status,
    totalRows: j.totalRows,
    processedRows: j.processedRows,
    countNew: j.countNew,
    countChanged: j.countChanged,
    countUnchanged: j.countUnchanged,
    countError: j.countError,
    errorMessage: j.errorMessage,
    createdAt: j.createdAt.toISOString(),
    appliedAt: iso(j.appliedAt),
    undoneAt: iso(j.undoneAt),
    canApply: j.status === 'ready' && j.countError === 0 && j.countNew + j.countChanged > 0,
    canUndo: j.status === 'applied',
  };
}

/** A stored value (money in satang) as the preview writes it. */
function text(field: StockImportField, value: unknown): string {
  const shown =
    (field === 'price' || field === 'priceDelivery') && typeof value === 'number'
      ? satangToBaht(value)
      : value;
  return stockImportValueText(field, shown as number | boolean | null);
}

export function toImportRow(r: {
  rowNo: number;
  kind: number;
  sellerProductId: number | null;
  productId: number | null;
  before: unknown;
  after: unknown;
  errors: unknown;
  brand: string | null;
  model: string | null;
  size: string | null;
}): StockImportRow {
  const before = (r.before ?? null) as OfferValues | null;
  const after = (r.after ?? {}) as Partial<OfferValues>;
  const changes = IMPORT_FIELDS.filter((f) => f in after).map((field) => ({
    field,
    label: STOCK_IMPORT_FIELD_LABEL[field],
    from: r.kind === 2 && before ? text(field, before[field]) : null,
    to: text(field, after[field]),
  }));
  return {
    rowNo: r.rowNo,
    kind: r.kind,
    sellerProductId: r.sellerProductId,
    productId: r.productId,
    title: [r.brand, r.model, r.size].filter(Boolean).join(' '),
    changes,
    errors: (r.errors ?? []) as StockImportRow['errors'],
  };
}
