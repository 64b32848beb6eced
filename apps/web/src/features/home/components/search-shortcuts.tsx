import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

const SHORTCUTS = [
  { to: '/tire', title: 'content.home.bySize', text: 'content.home.bySizeText', icon: '⌀' },
  {
    to: '/tire-by-car-model',
    title: 'content.home.byCar',
    text: 'content.home.byCarText',
    icon: '🚗',
  },
  { to: '/tire-by-type', title: 'content.home.byType', text: 'content.home.byTypeText', icon: '◎' },
] as const;

/** Home shortcuts to the three ways of finding tyres: by size, by car, by type. */
export function SearchShortcuts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-shortcuts" className="mt-8">
      <h2 id="home-shortcuts" className="sr-only">
        {t('content.home.shortcuts')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {SHORTCUTS.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-emerald-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
              >
                {s.icon}
              </span>
              <span>
                <span className="block font-bold text-slate-900">{t(s.title)}</span>
                <span className="block text-sm text-slate-600">{t(s.text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
