import type { DocumentFileResponse } from '@yangdee/contracts/product-detail';
import { saveBlob } from './download-file';

/** Turns a base64 PDF from the API into a file download in the browser. */
export function saveBase64Pdf({ fileName, base64 }: DocumentFileResponse): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}
