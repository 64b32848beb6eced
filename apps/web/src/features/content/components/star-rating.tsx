import { useTranslation } from '../../../lib/use-translation';

interface StarRatingProps {
  /** 0–5, may be fractional (an average). */
  rating: number;
  size?: 'sm' | 'lg';
}

/** Five stars filled to the rating; read out as "4.5 จาก 5 ดาว". */
export function StarRating({ rating, size = 'sm' }: StarRatingProps) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, rating));
  const label = t('content.review.stars', { rating: Number(value.toFixed(1)) });
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block leading-none tracking-wider ${size === 'lg' ? 'text-2xl' : 'text-base'}`}
    >
      <span aria-hidden="true" className="text-slate-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-amber-500"
        style={{ width: `${(value / 5) * 100}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
