import { ORDER_STATUS } from '@yangdee/contracts/order-status';

// The order status as a coloured pill: waiting ones amber/sky, done green, cancelled grey-red.

const TONE: Record<number, string> = {
  [ORDER_STATUS.WAITING_CONFIRM]: 'bg-amber-100 text-amber-900',
  [ORDER_STATUS.WAITING_SERVICE]: 'bg-sky-100 text-sky-900',
  [ORDER_STATUS.WAITING_DELIVERY]: 'bg-sky-100 text-sky-900',
  [ORDER_STATUS.COMPLETED_SERVICE]: 'bg-emerald-100 text-emerald-900',
  [ORDER_STATUS.COMPLETED_DELIVERY]: 'bg-emerald-100 text-emerald-900',
  [ORDER_STATUS.CANCEL]: 'bg-red-100 text-red-900',
};

export function OrderStatusBadge({ status, text }: { status: number; text: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${
        TONE[status] ?? 'bg-slate-100 text-slate-800'
      }`}
    >
      {text}
    </span>
  );
}
