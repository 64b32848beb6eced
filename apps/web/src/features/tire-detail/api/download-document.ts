import { useMutation } from '@tanstack/react-query';
import type { DocumentFileResponse } from '@yangdee/contracts/product-detail';
import { api } from '../../../lib/api';

/** Turns the base64 PDF into a file download in the browser. */
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

/** POST /api/product/get-document-file → the product data sheet (PDF) is downloaded. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: (param: string) =>
      api.post<DocumentFileResponse>('/api/product/get-document-file', { param }),
    onSuccess: saveBase64Pdf,
  });
}
