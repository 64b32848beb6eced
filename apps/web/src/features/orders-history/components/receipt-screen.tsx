import '../../../lib/my-texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { queryClient } from '../../../app/query-client';
import { PageHeading } from '../../../components/page-heading';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';
import { receiptQueryOptions, reportPurchase } from '../api/order-history';
import { ReceiptView } from './receipt-view';
import { RefundNotice } from './refund-notice';

// The receipt screens (/order/receipt/:id after paying, /my/receipt/:id, /my/receipt-fee/:id):
// the signed-in buyer's own order by its number; anyone else gets the server's 404 message. A
// paid order's purchase goes to analytics once (reportPurchase).

export async function receiptLoader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(receiptQueryOptions(params.id));
  return null;
}

export function ReceiptScreen({
  titleKey,
  kind,
  isAfterPayment = false,
}: {
  titleKey: string;
  kind: 'full' | 'fee';
  /** /order/receipt/:id, where the shopper lands after paying: says the payment was received. */
  isAfterPayment?: boolean;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const receipt = useQuery(receiptQueryOptions(id));
  const status = receipt.data?.statusCode ?? 0;
  const isPaid = status >= 1 && status !== 99;
  // The purchase is reported once per order (the server decides); once per mount here.
  const reported = useRef('');
  useEffect(() => {
    if (!isPaid || reported.current === id) return;
    reported.current = id;
    reportPurchase(id).catch(() => undefined);
    // Paying emptied the cart on the server: the header's cart dot (query key ['cart', …], the
    // cart feature's and the header's) is asked again now, not after a reload (issue 13).
    void client.invalidateQueries({ queryKey: ['cart'] });
  }, [isPaid, id, client]);
  return (
    <section>
      <div className="no-print">
        <PageHeading titleKey={titleKey} />
      </div>
      {receipt.isLoading ? <Spinner /> : null}
      {receipt.isError ? (
        <p role="alert" className="text-red-700">
          {receipt.error.message}
        </p>
      ) : null}
      <RefundNotice refund={receipt.data?.refund} />
      {isAfterPayment && isPaid && receipt.data ? (
        <div
          role="status"
          className="no-print mb-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
          data-testid="payment-received"
        >
          <p className="text-lg font-bold">{t('my.receipt.paymentReceived')}</p>
          <p className="text-sm">
            {t('my.receipt.paymentReceivedText', { orderNo: receipt.data.orderNo })}
          </p>
        </div>
      ) : null}
      {receipt.data ? <ReceiptView receipt={receipt.data} kind={kind} /> : null}
    </section>
  );
}
