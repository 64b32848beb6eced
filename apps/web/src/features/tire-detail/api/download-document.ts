import { useMutation } from '@tanstack/react-query';
import type { DocumentFileResponse } from '@yangdee/contracts/product-detail';
import { api } from '../../../lib/api';
import { saveBase64Pdf } from '../../../lib/save-pdf';

/** POST /api/product/get-document-file → the product data sheet (PDF) is downloaded. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: (param: string) =>
      api.post<DocumentFileResponse>('/api/product/get-document-file', { param }),
    onSuccess: saveBase64Pdf,
  });
}
