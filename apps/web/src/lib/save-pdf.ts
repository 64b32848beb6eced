import type { DocumentFileResponse } from '@yangdee/contracts/product-detail';

/** Turns a base64 PDF from the API into a file download in the browser. */
export function saveBase64Pdf({ fileName, base64 }: DocumentFileResponse): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
