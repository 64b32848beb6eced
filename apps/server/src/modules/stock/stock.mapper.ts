import { type StockRow, satangToBaht, stockStatusText } from '@yangdee/contracts/seller-stock';
import { modelPictureUrl } from '../../lib/image-urls';
import type { StockDbRow } from './stock.repository';

/** One offer as the stock table shows it: money in baht, the status's Thai label. */
export function toStockRow(r: StockDbRow): StockRow {
  return {
    id: r.id,
    productId: r.productId,
    brand: r.brand,
    model: r.model,
    size: r.size,
    year: r.year,
    qty: r.qty,
    price: satangToBaht(r.priceSatang),
    priceDelivery: r.priceDeliverySatang === null ? null : satangToBaht(r.priceDeliverySatang),
    status: r.status,
    statusText: stockStatusText(r.status),
    display: r.display,
    integrate: r.integrate,
    picture: modelPictureUrl(r.modelId),
  };
}
