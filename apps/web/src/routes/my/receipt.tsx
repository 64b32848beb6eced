import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { receiptQueryOptions } from '../../features/orders-history/api/order-history';
import { ReceiptView } from '../../features/orders-history/components/receipt-view';

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(receiptQueryOptions(params.id));
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  const receipt = useQuery(receiptQueryOptions(id));
  return (
    <section>
      <div className="no-print">
        <PageHeading titleKey="pages.myReceipt" />
      </div>
      {receipt.isLoading ? <Spinner /> : null}
      {receipt.isError ? (
        <p role="alert" className="text-red-700">
          {receipt.error.message}
        </p>
      ) : null}
      {receipt.data ? <ReceiptView receipt={receipt.data} kind="full" /> : null}
    </section>
  );
}
