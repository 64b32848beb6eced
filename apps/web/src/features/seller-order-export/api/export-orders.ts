import type { SellerOrderFilter } from '@yangdee/contracts/seller-orders';
import { getSellerToken } from '../../../lib/storage';

// export-order (issue 15 item 7): the filtered orders as an .xlsx. Not through the JSON client:
// the answer is a file, read as a blob and handed to the browser as a download.

/** The file name the server gave (RFC 5987 filename* first), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

export class ExportError extends Error {}

/** Asks for the file and starts its download; rejects with the server's Thai message. */
export async function downloadOrderExport(
  filter: SellerOrderFilter,
  fallbackMessage: string,
): Promise<string> {
  const token = getSellerToken();
  let response: Response;
  try {
    response = await fetch('/api/seller/export-order', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(filter),
    });
  } catch {
    throw new ExportError(fallbackMessage);
  }
  if (!response.ok) {
    let message = fallbackMessage;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: the fallback message.
    }
    throw new ExportError(message);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ExportError(fallbackMessage);
  }
  const name = fileNameOf(response.headers.get('content-disposition'), 'orders.xlsx');
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
