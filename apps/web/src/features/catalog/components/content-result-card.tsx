import type { ContentSearchItem } from '@yangdee/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** An article or a promotion in tab 3 of /search. */
export function ContentResultCard({ item }: { item: ContentSearchItem }) {
  const { t, i18n } = useTranslation();
  const href = item.kind === 'article' ? `/article/${item.key}` : `/promotion/${item.key}`;
  const date = new Date(item.date);
  const dateText = Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'th-TH', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      });
  return (
    <article
      className="relative flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-within:border-emerald-600 hover:border-emerald-600"
      data-testid="content-card"
    >
      {item.picture && (
        <img
          src={item.picture}
          alt=""
          loading="lazy"
          width={160}
          height={90}
          className="h-20 w-32 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold text-emerald-800">
          {item.kind === 'article' ? t('catalog.search.article') : t('catalog.search.promotion')}
          {dateText && <span className="font-normal text-slate-500"> · {dateText}</span>}
        </p>
        <h3 className="font-semibold text-slate-900">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600">{item.summary}</p>
      </div>
    </article>
  );
}
