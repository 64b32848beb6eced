import { queryOptions } from '@tanstack/react-query';
import type { CommissionDocument, CommissionDocumentList } from '@yangdee/contracts/commission';
import { api } from '../../../lib/api';

// The shop's commission tax invoices (issue 32 item 3, decision 0141): the list under
// /seller/income and one document for its print page.

export const COMMISSION_DOCS_KEY = 'seller-commission-documents';

export const commissionDocumentsQueryOptions = (branchId?: number) =>
  queryOptions({
    queryKey: [COMMISSION_DOCS_KEY, 'list', branchId ?? null],
    queryFn: () =>
      api.post<CommissionDocumentList>(
        '/api/seller/get-commission-documents',
        branchId ? { branchId } : {},
      ),
    retry: false,
  });

export const commissionDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [COMMISSION_DOCS_KEY, 'one', id],
    queryFn: () => api.post<CommissionDocument>('/api/seller/get-commission-document', { id }),
    retry: false,
  });
