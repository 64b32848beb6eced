import { toMinutes } from '@yangdee/contracts/bays';
import type { BayBoard } from '@yangdee/contracts/seller-orders';
import { useTranslation } from '../../../lib/use-translation';

// The day as bays × time (issue 36 item 3, decision 0162): a row per bay, the day's hours across,
// each booking a block as long as its job. Wider than a phone: the strip scrolls sideways while
// the bay names stay in place.

const PX_PER_HOUR = 88;
const ROW_PX = 72;

function lengthText(minutes: number, t: ReturnType<typeof useTranslation>['t']) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t('sellerOrderWork.bays.minutes', { m });
  if (m === 0) return t('sellerOrderWork.bays.hours', { h });
  return t('sellerOrderWork.bays.hoursMinutes', { h, m });
}

export function BayTimeline({ board }: { board: BayBoard }) {
  const { t } = useTranslation();
  const start = Math.floor(toMinutes(board.open) / 60) * 60;
  const end = Math.ceil(toMinutes(board.close) / 60) * 60;
  const hours = Array.from({ length: Math.max(1, (end - start) / 60) }, (_, i) => start / 60 + i);
  const width = (hours.length * PX_PER_HOUR) as number;
  const x = (time: string) => ((toMinutes(time) - start) * PX_PER_HOUR) / 60;
  const bays = Array.from({ length: board.bays }, (_, i) => i + 1);

  return (
    <section
      aria-labelledby="bay-timeline-heading"
      className="rounded-xl border border-slate-200 bg-white p-3"
      data-testid="bay-timeline"
    >
      <h2 id="bay-timeline-heading" className="text-lg font-bold text-slate-900">
        {t('sellerOrderWork.bays.heading')}
      </h2>
      <p className="mb-2 text-sm text-slate-600">
        {t('sellerOrderWork.bays.note', { open: board.open, close: board.close })}
      </p>
      <div className="flex">
        <div className="shrink-0 border-r border-slate-200 pr-2">
          <div className="h-6" aria-hidden="true" />
          {bays.map((bay) => (
            <div
              key={bay}
              className="flex items-center text-sm font-semibold whitespace-nowrap text-slate-800"
              style={{ height: ROW_PX }}
            >
              {t('sellerOrderWork.bays.bay', { n: bay })}
            </div>
          ))}
        </div>
        <div className="min-w-0 flex-1 overflow-x-auto" data-testid="bay-timeline-scroll">
          <div className="relative" style={{ width }}>
            <div className="flex h-6 text-xs text-slate-600" aria-hidden="true">
              {hours.map((h) => (
                <div
                  key={h}
                  className="border-l border-slate-200 pl-1"
                  style={{ width: PX_PER_HOUR }}
                >
                  {`${String(h).padStart(2, '0')}:00`}
                </div>
              ))}
            </div>
            {bays.map((bay) => (
              <ul
                key={bay}
                aria-label={t('sellerOrderWork.bays.bay', { n: bay })}
                className="relative border-t border-slate-100"
                style={{
                  height: ROW_PX,
                  backgroundImage: `repeating-linear-gradient(to right, #e2e8f0 0 1px, transparent 1px ${PX_PER_HOUR}px)`,
                }}
              >
                {board.bookings
                  .filter((b) => b.bay === bay)
                  .map((b) => (
                    <li
                      key={b.id}
                      data-testid="bay-booking"
                      className={`absolute top-1 bottom-1 overflow-hidden rounded-lg border px-2 py-1 text-xs leading-tight ${
                        b.isSlot
                          ? 'border-sky-300 bg-sky-50 text-sky-950'
                          : 'border-emerald-300 bg-emerald-50 text-emerald-950'
                      }`}
                      style={{
                        left: x(b.from) + 1,
                        width: Math.max((b.minutes * PX_PER_HOUR) / 60 - 2, 28),
                      }}
                      title={`${b.from} - ${b.to} · ${b.orderNo} · ${b.customerName}`}
                    >
                      <span className="block font-semibold whitespace-nowrap">
                        {`${b.from} - ${b.to}`}
                      </span>
                      <span className="block truncate">{b.customerName || b.orderNo}</span>
                      <span className="block truncate text-[11px] opacity-80">
                        {b.isSlot
                          ? t('sellerOrderWork.bays.slotBooking')
                          : `${lengthText(b.minutes, t)} · ${t('sellerOrderWork.bays.tyres', { n: b.itemCount })}`}
                      </span>
                    </li>
                  ))}
              </ul>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
