import '../../lib/admin-texts';
import '../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import type { CommissionDocument } from '@yangdee/contracts/commission';
import { useParams } from 'react-router';
import { adminApi } from '../../features/admin/api/admin-api';
import { CommissionDocumentPage } from '../../features/seller-commission/components/commission-document-page';
import { useTranslation } from '../../lib/use-translation';

// /admin/commission/:id (permission `commission`, decision 0144): one shop's commission tax
// invoice for the operator, on the blank layout and the same A4 page the shop prints
// (/seller/income/commission/:id), read through GET /api/admin/commission-documents/:id.

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const docId = Number(id);
  const valid = Number.isInteger(docId) && docId > 0;
  const doc = useQuery({
    queryKey: ['admin', 'commission-document', docId],
    queryFn: ({ signal }) =>
      adminApi.get<CommissionDocument>(`/api/admin/commission-documents/${docId}`, { signal }),
    enabled: valid,
    retry: false,
  });
  return (
    <CommissionDocumentPage
      doc={doc}
      isValidId={valid}
      backTo={doc.data ? `/admin/commission?month=${doc.data.month}` : '/admin/commission'}
      texts={{
        title: t('adminCommission.printTitle'),
        print: t('adminCommission.print'),
        back: t('adminCommission.back'),
        printHint: t('adminCommission.printHint'),
        notFound: t('adminCommission.notFound'),
      }}
    />
  );
}
