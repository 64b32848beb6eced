import type { Author } from '@yangdee/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** The author of an article: avatar, name, role, short bio and a link to the profile. */
export function AuthorBox({ author }: { author: Author }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="article-author"
      className="mt-10 flex gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <img
        src={author.avatar}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="h-18 w-18 shrink-0 rounded-full bg-slate-100"
      />
      <div>
        <h2 id="article-author" className="text-sm font-semibold text-slate-600">
          {t('content.article.aboutAuthor')}
        </h2>
        <p className="text-lg font-bold text-slate-900">{author.name}</p>
        <p className="text-sm text-slate-600">{author.title}</p>
        <p className="mt-2 text-slate-700">{author.bio}</p>
        <Link
          to={`/author/${author.id}`}
          className="mt-2 inline-block font-semibold text-emerald-800 hover:underline"
        >
          {t('content.article.authorProfile')}
        </Link>
      </div>
    </aside>
  );
}
