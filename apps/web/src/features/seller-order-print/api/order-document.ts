import { queryOptions } from '@tanstack/react-query';
import type { SellerOrderDocumentResponse } from '@yangdee/contracts/seller-order-documents';
import { api } from '../../../lib/api';

// get-order-document: the order and the issuing shop, for the printable receipt / tax invoice
// and the parcel cover sheet (issue 15 item 6).

export const orderDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['seller', 'order-document', id],
    queryFn: () =>
      api.post<SellerOrderDocumentResponse>(
        '/api/seller/get-order-document',
        { id },
        { auth: 'seller' },
      ),
    retry: false,
  });
