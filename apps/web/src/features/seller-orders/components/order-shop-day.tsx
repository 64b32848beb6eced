import type { SellerOrderDetail } from '@yangdee/contracts/seller-orders';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { useCollectRemain } from '../api/seller-orders';

// The shop's day on the order's detail (issue 37 item 10): who recorded the remainder collected
// and when, or a button to record it afterwards (with a confirmation: it cannot be undone); and
// the warning that the booked slot has passed, which the shop acknowledges before confirming.

/** Under the remainder: who recorded it and when, or the button to record it now. */
export function RemainCollection({
  order,
  onDone,
  onFail,
}: {
  order: SellerOrderDetail;
  onDone: (message: string) => void;
  onFail: (message: string) => void;
}) {
  const { t } = useTranslation();
  const collect = useCollectRemain();
  const [isAsking, setIsAsking] = useState(false);
  if (order.remainCollected && order.remainCollectedAt) {
    return (
      <span className="block text-xs font-normal text-slate-600" data-testid="order-remain-by">
        {t('sellerOrders.detail.remainBy', {
          name: order.remainCollectedBy ?? '',
          at: formatThaiDateTime(order.remainCollectedAt),
        })}
      </span>
    );
  }
  if (!order.actions.collectRemain) return null;
  const onConfirm = async () => {
    try {
      const result = await collect.mutateAsync({ id: order.id });
      setIsAsking(false);
      onDone(result.message);
    } catch (error) {
      setIsAsking(false);
      onFail(error instanceof ApiError ? error.message : t('sellerOrders.detail.actionFailed'));
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setIsAsking(true)}
        className="mt-1 ml-auto block rounded-lg border border-amber-600 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50"
      >
        {t('sellerOrders.detail.collectRemain')}
      </button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('sellerOrders.detail.collectRemainTitle')}
        message={t('sellerOrders.detail.collectRemainMessage', {
          amount: formatBaht(order.remain),
          orderNo: order.orderNo,
        })}
        isBusy={collect.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}

/** The booked slot has passed: the warning, and the acknowledgement confirming needs. */
export function PassedAppointment({
  isAcknowledged,
  onAcknowledge,
}: {
  isAcknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
      data-testid="order-appointment-passed"
    >
      <p className="font-semibold">{t('sellerOrders.detail.appointmentPassed')}</p>
      <label className="mt-2 flex items-start gap-3">
        <input
          type="checkbox"
          checked={isAcknowledged}
          onChange={(e) => onAcknowledge(e.target.checked)}
          className="mt-1 h-5 w-5"
        />
        <span>{t('sellerOrders.confirm.passedAcknowledge')}</span>
      </label>
    </div>
  );
}
