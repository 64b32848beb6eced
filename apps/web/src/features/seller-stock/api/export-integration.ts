import type { ProductIntegrationCategory } from '@yangdee/contracts/seller-stock';
import { downloadSellerFile } from '../../../lib/download-file';

// export-product-integration {category} (decision 0092): an .xlsx, read as a blob and handed to
// the browser as a download; a refusal rejects with the server's Thai message.

export function downloadProductIntegration(
  category: ProductIntegrationCategory,
  fallbackMessage: string,
): Promise<string> {
  return downloadSellerFile(
    '/api/seller/export-product-integration',
    { category },
    { fallbackName: 'products.xlsx', fallbackMessage },
  );
}
