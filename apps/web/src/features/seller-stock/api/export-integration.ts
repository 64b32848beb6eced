import type { ProductIntegrationCategory } from '@yangdee/contracts/seller-stock';
import { getSellerToken } from '../../../lib/storage';
import { ExportError, fileNameOf } from '../../seller-order-export/api/export-orders';

// export-product-integration {category} (decision 0092): an .xlsx, read as a blob and handed to
// the browser as a download; a refusal rejects with the server's Thai message.

export async function downloadProductIntegration(
  category: ProductIntegrationCategory,
  fallbackMessage: string,
): Promise<string> {
  const token = getSellerToken();
  let response: Response;
  try {
    response = await fetch('/api/seller/export-product-integration', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ category }),
    });
  } catch {
    throw new ExportError(fallbackMessage);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new ExportError(typeof body.message === 'string' ? body.message : fallbackMessage);
  }
  const blob = await response.blob().catch(() => {
    throw new ExportError(fallbackMessage);
  });
  const name = fileNameOf(response.headers.get('content-disposition'), 'products.xlsx');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
