import '../../../lib/my-texts';
import type { RefundNotice as Refund } from '@yangdee/contracts/refunds';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

// Money received for an order that could not be kept (docs/decisions/0064): the receipt and the
// order history say plainly that it was received and will be paid back in full.

export function RefundNotice({ refund }: { refund: Refund | null | undefined }) {
  const { t } = useTranslation();
  if (!refund) return null;
  const amount = t('my.common.baht', { value: formatBaht(refund.amount) });
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
        {refund.status === 'refunded'
          ? t('my.refund.refunded', { amount })
          : refund.byShop
            ? t('my.refund.shopOwed', { amount })
            : t('my.refund.owed', { amount })}
      </p>
      {refund.reason && !refund.byShop ? (
        <p className="mt-1">{t('my.refund.reason', { reason: refund.reason })}</p>
      ) : null}
    </div>
  );
}
