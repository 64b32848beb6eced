import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { commissionDocumentQueryOptions } from '../../features/seller-commission/api/commission-documents';
import { CommissionDocumentPage } from '../../features/seller-commission/components/commission-document-page';
import { useTranslation } from '../../lib/use-translation';

/** /seller/income/commission/:id: the marketplace's commission tax invoice, A4 (blank layout). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const docId = Number(id);
  const valid = Number.isInteger(docId) && docId > 0;
  const doc = useQuery({ ...commissionDocumentQueryOptions(docId), enabled: valid });
  return (
    <CommissionDocumentPage
      doc={doc}
      isValidId={valid}
      backTo="/seller/income"
      texts={{
        title: t('pages.sellerCommissionDocument'),
        print: t('sellerOrderPrint.print'),
        back: t('sellerCommission.backToIncome'),
        printHint: t('sellerOrderPrint.printHint'),
        notFound: t('sellerCommission.notFound'),
      }}
    />
  );
}
