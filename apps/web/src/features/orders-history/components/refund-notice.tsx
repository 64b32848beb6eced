import '../../../lib/my-texts';
import type { RefundNotice as Refund } from '@yangdee/contracts/refunds';
import { useState } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { RefundDetailsForm } from './refund-details-form';

// Money received for an order that could not be kept (docs/decisions/0064): the receipt and the
// order history say plainly that it was received and will be paid back in full. Each step of
// its way back (decision 0139) is shown; where it goes by transfer, the shopper gives (or
// changes, until it is in a batch) the PromptPay number or account, when `orderNo` is given.

export function RefundNotice({
  refund,
  orderNo,
}: {
  refund: Refund | null | undefined;
  orderNo?: string;
}) {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  if (!refund) return null;
  const amount = t('my.common.baht', { value: formatBaht(refund.amount) });
  const isRefunded = refund.status === 'refunded';
  const canEdit = !!orderNo && !!refund.canGiveDetails;
  return (
    <div
      role="status"
      data-testid="refund-notice"
      className="my-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {refund.byShop ? t('my.refund.shopTitle') : t('my.refund.title')}
      </p>
      <p>
        {isRefunded
          ? t('my.refund.refunded', { amount })
          : refund.needsDetails
            ? t('my.refundFlow.needsDetails', { amount })
            : refund.byShop
              ? t('my.refund.shopOwed', { amount })
              : t('my.refund.owed', { amount })}
      </p>
      {refund.reason && !refund.byShop ? (
        <p className="mt-1">{t('my.refund.reason', { reason: refund.reason })}</p>
      ) : null}
      {refund.stepText ? (
        <p className="mt-2" data-testid="refund-step">
          {t('my.refundFlow.step')}{' '}
          <strong className={isRefunded ? 'text-emerald-800' : ''}>{refund.stepText}</strong>
        </p>
      ) : null}
      {isRefunded && refund.bankReference ? (
        <p className="mt-1 break-words">
          {t('my.refundFlow.reference', { reference: refund.bankReference })}
          {refund.refundedAt
            ? ` · ${t('my.refundFlow.refundedOn', { date: formatThaiDate(refund.refundedAt) })}`
            : ''}
        </p>
      ) : null}
      {!isRefunded && refund.failureReason ? (
        <p className="mt-1 text-red-800">
          {t('my.refundFlow.failed', { reason: refund.failureReason })}
        </p>
      ) : null}
      {!isRefunded && refund.destination ? (
        <p className="mt-1">
          {t('my.refundFlow.destination', { destination: refund.destination })}
        </p>
      ) : null}
      {canEdit && !isEditing ? (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="mt-2 w-full rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 sm:w-auto"
        >
          {refund.needsDetails ? t('my.refundFlow.give') : t('my.refundFlow.change')}
        </button>
      ) : null}
      {canEdit && isEditing && orderNo ? (
        <RefundDetailsForm orderNo={orderNo} onDone={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
