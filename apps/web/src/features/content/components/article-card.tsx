import type { ArticleSummary } from '@yangdee/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { formatContentDate } from '../lib/format-thai-date';

interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}

/** An article in a list: cover, title, summary, author and publish date. */
export function ArticleCard({ article, headingLevel: Heading = 'h3' }: ArticleCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:border-emerald-600 hover:border-emerald-600 hover:shadow-md">
      <img
        src={article.picture}
        alt=""
        loading="lazy"
        width={1200}
        height={630}
        className="aspect-[40/21] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-bold text-slate-900">
          <Link
            to={`/article/${encodeURIComponent(article.key)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{article.summary}</p>
        <p className="mt-auto pt-3 text-sm text-slate-600">
          {t('content.article.byline', {
            name: article.author.name,
            date: formatContentDate(article.publishedAt, i18n.language),
          })}
        </p>
      </div>
    </article>
  );
}
