import type { PromotionSummary } from '@yangdee/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { formatContentDate } from '../lib/format-thai-date';

interface PromotionCardProps {
  promotion: PromotionSummary;
  headingLevel?: 'h2' | 'h3';
}

/** A promotion in a list: banner picture, title, remark and the last day. */
export function PromotionCard({ promotion, headingLevel: Heading = 'h3' }: PromotionCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:border-emerald-600 hover:border-emerald-600 hover:shadow-md">
      <img
        src={promotion.picture}
        alt=""
        loading="lazy"
        width={1200}
        height={300}
        className="aspect-[4/1] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-bold text-slate-900">
          <Link
            to={`/promotion/${encodeURIComponent(promotion.key)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {promotion.title}
          </Link>
        </Heading>
        {promotion.remark ? (
          <p className="mt-1 text-sm text-slate-700">{promotion.remark}</p>
        ) : null}
        <p className="mt-auto pt-3 text-sm text-red-700">
          {t('content.promotion.validUntil', {
            date: formatContentDate(promotion.endDate, i18n.language),
          })}
        </p>
      </div>
    </article>
  );
}
