import type { Review } from '@yangdee/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { formatContentDate } from '../lib/format-thai-date';
import { StarRating } from './star-rating';

/** One customer review of a shop: stars, text, reviewer, date and the shop. */
export function ReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {formatContentDate(review.createdAt, i18n.language)}
        </time>
      </div>
      {review.text ? <p className="mt-3 flex-1 text-slate-800">{review.text}</p> : null}
      <p className="mt-3 text-sm font-semibold text-slate-700">{review.reviewerName}</p>
      <Link
        to={`/store/${encodeURIComponent(review.store.link)}`}
        className="mt-1 text-sm text-emerald-800 underline-offset-2 hover:underline"
      >
        {t('content.review.storeLink', { store: review.store.name })}
      </Link>
    </article>
  );
}
