import { useQuery } from '@tanstack/react-query';
import type { ServiceBoardOrder, ServiceBoardSlot } from '@yangdee/contracts/seller-orders';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { DateField } from '../../seller-orders/components/date-field';
import { serviceBoardQueryOptions } from '../api/order-work';
import { bangkokTodayKey, boardDateOf, formatBoardDate, shiftDateKey } from '../lib/board-dates';
import { BayTimeline } from './bay-timeline';
import { ConfirmServiceDialog } from './confirm-service-dialog';
import { StatusBadge } from './status-badge';

// /seller/order/service (issue 15 items 3 and 5): the day's installation slots, each with its
// bookings against its capacity and the cars booked into it; a car whose slot has passed and
// is not fitted yet is marked late. 'ยืนยันการติดตั้ง' on a car waiting for service.

const WAITING_SERVICE = 2;
const navButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50';

export function ServiceBoardScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = bangkokTodayKey();
  const date = boardDateOf(params.get('date'), today);
  const branchParam = Number.parseInt(params.get('branch') ?? '', 10);
  const branchId = Number.isInteger(branchParam) && branchParam > 0 ? branchParam : undefined;
  const board = useQuery(serviceBoardQueryOptions(date, branchId));
  const [confirming, setConfirming] = useState<ServiceBoardOrder | null>(null);
  const navigate = (next: { date: string; branch?: number }) => {
    const search: Record<string, string> = {};
    if (next.date !== today) search.date = next.date;
    if (next.branch !== undefined) search.branch = String(next.branch);
    setParams(search, { replace: false, preventScrollReset: true });
  };
  const goTo = (next: string) => navigate({ date: next, branch: branchId });
  const stores = board.data?.stores ?? [];

  const slots = board.data?.slotList ?? [];
  const booked = slots.reduce((n, s) => n + s.orders.length, 0);

  return (
    <div className="space-y-4">
      <section
        aria-label={t('sellerOrderWork.board.dateLabel')}
        className="rounded-xl border border-slate-200 bg-white p-3"
      >
        <p className="text-lg font-bold text-slate-900" data-testid="board-date" aria-live="polite">
          {formatBoardDate(date)}
          {date === today ? (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-sm text-emerald-900">
              {t('sellerOrderWork.board.today')}
            </span>
          ) : null}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button type="button" className={navButton} onClick={() => goTo(shiftDateKey(date, -1))}>
            ‹ {t('sellerOrderWork.board.previousDay')}
          </button>
          <button type="button" className={navButton} onClick={() => goTo(shiftDateKey(date, 1))}>
            {t('sellerOrderWork.board.nextDay')} ›
          </button>
          {date !== today ? (
            <button type="button" className={navButton} onClick={() => goTo(today)}>
              {t('sellerOrderWork.board.backToToday')}
            </button>
          ) : null}
          {/* The Buddhist-era calendar of the back office, never the browser's Gregorian
              picker (issue 37 item 12); the URL keeps the ISO day the server reads. */}
          <DateField
            label={t('sellerOrderWork.board.pickDate')}
            value={date}
            onChange={(next) => next && goTo(next)}
            testId="board-pick-date"
            labelHidden
            clearable={false}
          />
        </div>
        {stores.length > 1 ? (
          <label className="mt-3 flex flex-wrap items-center gap-2 text-slate-800">
            <span className="font-medium">{t('sellerOrderWork.board.branch')}</span>
            <select
              value={board.data?.storeId ?? ''}
              onChange={(e) => {
                const id = Number(e.target.value);
                navigate({ date, branch: id === stores[0]?.id ? undefined : id });
              }}
              className="max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </section>

      {board.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t('sellerOrderWork.loadFailed')}
        </p>
      ) : null}
      {board.data?.isClosed ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          {t('sellerOrderWork.board.closed')}
        </p>
      ) : null}
      {board.data && !board.data.isClosed && booked === 0 ? (
        <p className="text-slate-600">{t('sellerOrderWork.board.noBookings')}</p>
      ) : null}
      {board.isPending ? <p className="text-slate-600">{t('sellerOrderWork.loading')}</p> : null}

      {board.data?.bayBoard && !board.data.isClosed ? (
        <BayTimeline board={board.data.bayBoard} />
      ) : null}

      {slots.map((slot) => (
        <SlotSection key={slot.value} slot={slot} onConfirm={setConfirming} />
      ))}

      {confirming ? (
        <ConfirmServiceDialog order={confirming} onClose={() => setConfirming(null)} />
      ) : null}
    </div>
  );
}

function SlotSection({
  slot,
  onConfirm,
}: {
  slot: ServiceBoardSlot;
  onConfirm: (order: ServiceBoardOrder) => void;
}) {
  const { t } = useTranslation();
  const range = slot.to ? `${slot.from} - ${slot.to}` : slot.from;
  const full = slot.orders.length >= slot.capacity;
  return (
    <section
      aria-label={t('sellerOrderWork.board.slotLabel', { range })}
      data-testid="board-slot"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-lg font-bold text-slate-900">
          {range} {t('sellerOrderWork.board.oClock')}
          {slot.isPast ? (
            <span className="ml-2 text-sm font-normal text-slate-500">
              {t('sellerOrderWork.board.past')}
            </span>
          ) : null}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${full ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {t('sellerOrderWork.board.booked', { n: slot.orders.length, capacity: slot.capacity })}
        </span>
      </header>
      {slot.orders.length === 0 ? (
        <p className="px-4 py-3 text-slate-500">{t('sellerOrderWork.board.emptySlot')}</p>
      ) : (
        <ul className="grid gap-3 p-3 lg:grid-cols-2">
          {slot.orders.map((order) => (
            <li key={order.id}>
              <BookingCard order={order} onConfirm={() => onConfirm(order)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingCard({ order, onConfirm }: { order: ServiceBoardOrder; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="board-order"
      aria-label={t('sellerOrderWork.board.cardLabel', { no: order.orderNo })}
      className={`flex h-full flex-col gap-2 rounded-xl border p-3 ${order.isLate ? 'border-red-400 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xl font-bold break-words text-slate-900">
            {order.licensePlate || '-'}
          </p>
          <p className="text-slate-700">{order.carModel || t('sellerOrderWork.board.noCar')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {order.isLate ? (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">
              {t('sellerOrderWork.board.late')}
            </span>
          ) : null}
          <StatusBadge status={order.status} text={order.statusText} />
        </div>
      </div>
      <p className="text-slate-800">
        {order.customerName}
        {order.customerTel ? (
          <>
            {' · '}
            <a href={`tel:${order.customerTel}`} className="text-emerald-800 underline">
              {order.customerTel}
            </a>
          </>
        ) : null}
      </p>
      <ul className="text-sm text-slate-700">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.title} × {item.quantity}
          </li>
        ))}
      </ul>
      {order.remain > 0 ? (
        <p className="font-semibold text-amber-900">
          {t('sellerOrderWork.board.remain', { amount: formatBaht(order.remain) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <Link to={`/seller/order/detail/${order.id}`} className="text-emerald-800 underline">
          {t('sellerOrderWork.board.openOrder', { no: order.orderNo })}
        </Link>
        {order.status === WAITING_SERVICE ? (
          <button
            type="button"
            onClick={onConfirm}
            className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
          >
            {t('sellerOrderWork.service.confirm')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
