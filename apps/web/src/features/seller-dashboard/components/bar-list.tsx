import { formatBaht } from '../../../lib/format-baht';
import { type Translate, useTranslation } from '../../../lib/use-translation';

// A short ranked list with a bar for each entry, as wide as its share of the first one: the
// best-selling tyres, sizes and brands, and installation against delivery.

export type BarItem = { key: string | number; name: string; value: number; note: string };

export function BarList({
  title,
  items,
  testId,
}: {
  title: string;
  items: BarItem[];
  testId: string;
}) {
  const { t } = useTranslation();
  const top = Math.max(...items.map((i) => i.value), 0);
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      data-testid={testId}
    >
      <h2 className="font-bold text-slate-900">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('sellerDashboard.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 break-words text-slate-900">{item.name}</span>
                <span className="shrink-0 text-slate-700 tabular-nums">{item.note}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-emerald-700"
                  style={{ width: `${top > 0 ? Math.max(2, (item.value / top) * 100) : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** '12 เส้น · 8,000 บาท' */
export function qtyNote(t: Translate, qty: number, sales: number) {
  return t('sellerDashboard.popular.note', { qty, sales: formatBaht(sales) });
}
