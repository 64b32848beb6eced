import '../../../lib/my-texts';
import { useMutation } from '@tanstack/react-query';
import { trackingLines } from '@yangdee/contracts/cart';
import { useTranslation } from '../../../lib/use-translation';
import { fetchTracking } from '../api/order-history';

// The delivery tracking button of a DELIVERY order (spec 7 pre-delivery, spec 3 "Delivery
// tracking"): the carrier's comma-separated text, shown two items per line.

export function TrackingText({ text }: { text: string }) {
  const lines = trackingLines(text);
  return (
    <p className="text-sm text-slate-800" data-testid="tracking-text">
      {lines.map((line, i) => (
        <span key={line + String(i)} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}

export function DeliveryTracking({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const tracking = useMutation({ mutationFn: () => fetchTracking(orderNo) });
  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => tracking.mutate()}
        disabled={tracking.isPending}
        className="rounded-lg border border-emerald-800 px-3 py-1.5 text-sm text-emerald-800 hover:bg-emerald-50"
      >
        {t('my.order.tracking')}
      </button>
      {tracking.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {tracking.error.message}
        </p>
      ) : null}
      {tracking.data ? (
        tracking.data.trackingText ? (
          <TrackingText text={tracking.data.trackingText} />
        ) : (
          <p className="text-sm text-slate-600">{t('my.order.trackingNone')}</p>
        )
      ) : null}
    </div>
  );
}
