import type { OverallRatingResponse } from '@yangdee/contracts/seller-reviews';
import { useTranslation } from '../../../lib/use-translation';
import { StarRow } from './star-row';

// The shop's average and its stars 5 → 1 as bars (issue 17 item 5); a bar is a button that
// shows only the reviews with that many stars (pressed again: all of them).

export function RatingSummary({
  data,
  rating,
  onPickRating,
}: {
  data: OverallRatingResponse;
  rating: number | undefined;
  onPickRating: (rating: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...data.distribution.map((d) => d.count));
  return (
    <section
      aria-labelledby="rating-summary-title"
      data-testid="rating-summary"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr] sm:items-center"
    >
      <div className="text-center">
        <h2 id="rating-summary-title" className="text-sm font-semibold text-slate-700">
          {t('sellerReview.summary.title')}
        </h2>
        <p className="mt-1 text-4xl font-bold text-slate-900" data-testid="rating-average">
          {data.average.toFixed(1)}
        </p>
        <StarRow
          rating={Math.round(data.average)}
          label={t('sellerReview.summary.averageLabel', { average: data.average.toFixed(1) })}
        />
        <p className="mt-1 text-sm text-slate-600" data-testid="rating-count">
          {t('sellerReview.summary.count', { count: data.count })}
        </p>
      </div>
      <ul className="space-y-1.5">
        {data.distribution.map((d) => {
          const isPicked = rating === d.star;
          return (
            <li key={d.star}>
              <button
                type="button"
                aria-pressed={isPicked}
                data-testid={`rating-bar-${d.star}`}
                onClick={() => onPickRating(isPicked ? undefined : d.star)}
                className={`grid w-full grid-cols-[3.5rem_1fr_3rem] items-center gap-2 rounded-md px-1 py-1 text-sm ${
                  isPicked ? 'bg-emerald-50 ring-1 ring-emerald-700' : 'hover:bg-slate-50'
                }`}
              >
                <span className="text-left whitespace-nowrap text-slate-800">
                  {t('sellerReview.summary.stars', { count: d.star })}
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-amber-500"
                    style={{ width: `${(d.count / max) * 100}%` }}
                  />
                </span>
                <span className="text-right text-slate-700 tabular-nums">
                  {d.count.toLocaleString('th-TH')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
