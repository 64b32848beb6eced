import type { SellerOrderFilter } from '@yangdee/contracts/seller-orders';
import { downloadSellerFile } from '../../../lib/download-file';

// export-order (issue 15 item 7): the filtered orders as an .xlsx. Not through the JSON client:
// the answer is a file, read as a blob and handed to the browser as a download.

/** Asks for the file and starts its download; rejects with the server's Thai message. */
export function downloadOrderExport(
  filter: SellerOrderFilter,
  fallbackMessage: string,
): Promise<string> {
  return downloadSellerFile('/api/seller/export-order', filter, {
    fallbackName: 'orders.xlsx',
    fallbackMessage,
  });
}
