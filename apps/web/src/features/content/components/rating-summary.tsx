import type { RatingSummary as RatingSummaryData } from '@yangdee/contracts/content';
import { formatNumber } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { StarRating } from './star-rating';

/** Average stars, number of reviews and a bar per star (5 → 1). */
export function RatingSummary({ summary }: { summary: RatingSummaryData }) {
  const { t } = useTranslation();
  const average = formatNumber(summary.average, 1);
  return (
    <section
      aria-labelledby="rating-summary"
      className="mb-6 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 md:grid-cols-[auto_1fr]"
    >
      <div className="text-center md:pr-6">
        <h2 id="rating-summary" className="text-sm font-semibold text-slate-600">
          {t('content.review.average')}
        </h2>
        <p className="text-5xl font-bold text-slate-900">{average}</p>
        <StarRating rating={summary.average} size="lg" />
        <p className="mt-1 text-sm text-slate-600">
          {t('content.review.basedOn', { count: summary.count })}
        </p>
      </div>
      <ul className="space-y-1.5 self-center">
        {summary.histogram.map((row) => {
          const percent = summary.count ? Math.round((row.count / summary.count) * 100) : 0;
          return (
            <li key={row.rating} className="flex items-center gap-3 text-sm">
              <span className="w-12 shrink-0 text-slate-700">
                {t('content.review.starRow', { rating: row.rating })}
              </span>
              <span
                aria-hidden="true"
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <span className="block h-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-14 shrink-0 text-right text-slate-700">{row.count}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
