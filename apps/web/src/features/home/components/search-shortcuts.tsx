import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

// Drawn, not characters: a phone or computer without an emoji font showed the car as an empty box.
const ICON_PATHS = {
  // A tyre with its rim, and the width arrow across it.
  size: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M2 12h3M19 12h3',
  // A car from the side.
  car: 'M3 15v-3l2-5h14l2 5v3h-2M3 15h2M9 15h6M3 12h18M7 17a2 2 0 1 0 0-4a2 2 0 1 0 0 4M17 17a2 2 0 1 0 0-4a2 2 0 1 0 0 4',
  // A tread pattern.
  type: 'M6 3h12v18H6zM6 7l6 3l6-3M6 12l6 3l6-3M6 17l6 3l6-3',
} as const;

const SHORTCUTS = [
  { to: '/tire', title: 'content.home.bySize', text: 'content.home.bySizeText', icon: 'size' },
  {
    to: '/tire-by-car-model',
    title: 'content.home.byCar',
    text: 'content.home.byCarText',
    icon: 'car',
  },
  {
    to: '/tire-by-type',
    title: 'content.home.byType',
    text: 'content.home.byTypeText',
    icon: 'type',
  },
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
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-7 w-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  focusable="false"
                  aria-hidden="true"
                >
                  <path d={ICON_PATHS[s.icon]} />
                </svg>
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
