import '../../../lib/my-texts';
import type { OrderCard as OrderCardData } from '@yangdee/contracts/order-history';
import { Link } from 'react-router';
import { appointmentTimeText } from '../../../lib/appointment-text';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { DeliveryTracking } from './delivery-tracking';
import { RefundNotice } from './refund-notice';

interface OrderCardProps {
  order: OrderCardData;
  onReview: (order: OrderCardData) => void;
}

const STATUS_STYLE: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-sky-100 text-sky-900',
  3: 'bg-sky-100 text-sky-900',
  4: 'bg-emerald-100 text-emerald-900',
  5: 'bg-emerald-100 text-emerald-900',
  99: 'bg-slate-200 text-slate-700',
};

/** One order on /my/order: status, store, items, totals, receipt links, review. */
export function OrderCard({ order, onReview }: OrderCardProps) {
  const { t } = useTranslation();
  const baht = (v: number) => t('my.common.baht', { value: formatBaht(v) });
  return (
    <article
      data-testid="order-card"
      aria-labelledby={`order-${order.orderNo}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`order-${order.orderNo}`} className="font-semibold text-slate-900">
          {t('my.order.orderNo', { orderNo: order.orderNo })}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLE[order.statusCode] ?? ''}`}
        >
          {order.statusText}
        </span>
      </header>
      <p className="text-sm text-slate-500">
        {t('my.order.orderedAt', { date: formatThaiDateTime(order.createdAt) })} ·{' '}
        {order.orderType === 'SERVICE' ? t('my.order.typeService') : t('my.order.typeDelivery')}
      </p>
      {order.cancelReason ? (
        <p className="mt-2 break-words rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('my.order.cancelReason', { reason: order.cancelReason })}
        </p>
      ) : null}
      <RefundNotice refund={order.refund} orderNo={order.orderNo} />
      <div className="mt-3 flex items-center gap-3">
        <img
          src={order.store.picture}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 rounded-lg bg-slate-100 object-cover"
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
        <Link to={order.store.link} className="font-medium text-emerald-800 hover:underline">
          {order.store.name}
          {order.store.branchName ? ` ${order.store.branchName}` : ''}
        </Link>
      </div>
      {order.appointmentDate ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('my.order.appointment', {
            date: formatThaiDate(order.appointmentDate),
            time: appointmentTimeText(t, order),
          })}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {order.items.map((item) => (
          <li key={item.title} className="flex justify-between gap-3 py-2">
            <span>
              {item.title} × {item.quantity}
            </span>
            <span className="shrink-0">{baht(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
        <dt className="font-semibold">{t('my.order.total')}</dt>
        <dd className="text-right font-semibold">{baht(order.total)}</dd>
        {order.remain > 0 ? (
          <>
            <dt>{t('my.order.paidNow')}</dt>
            <dd className="text-right">{baht(order.paidNow)}</dd>
            <dt>{t('my.order.remain')}</dt>
            <dd className="text-right">{baht(order.remain)}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to={`/my/receipt/${order.orderNo}`}
          className="rounded-lg border border-emerald-800 px-3 py-1.5 text-sm text-emerald-800 hover:bg-emerald-50"
        >
          {t('my.order.receipt')}
        </Link>
        {order.remain > 0 ? (
          <Link
            to={`/my/receipt-fee/${order.orderNo}`}
            className="rounded-lg border border-emerald-800 px-3 py-1.5 text-sm text-emerald-800 hover:bg-emerald-50"
          >
            {t('my.order.receiptFee')}
          </Link>
        ) : null}
        {order.orderType === 'DELIVERY' && order.statusCode !== 99 ? (
          <DeliveryTracking orderNo={order.orderNo} />
        ) : null}
        {order.canReview ? (
          <button
            type="button"
            onClick={() => onReview(order)}
            className="rounded-lg bg-emerald-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-900"
          >
            {t('my.order.writeReview')}
          </button>
        ) : null}
        {order.review ? (
          <p className="text-sm text-slate-700">
            <span className="sr-only">{t('my.review.stars', { count: order.review.rating })}</span>
            <span aria-hidden="true" className="text-amber-500">
              {'★'.repeat(order.review.rating)}
              <span className="text-slate-300">{'★'.repeat(5 - order.review.rating)}</span>
            </span>{' '}
            {order.review.text}
          </p>
        ) : null}
      </div>
    </article>
  );
}
