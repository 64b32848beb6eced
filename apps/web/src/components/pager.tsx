import { computePagerItems, PAGER_SCROLL_MS } from '@yangdee/contracts/pager';
import { useTranslation } from '../lib/use-translation';

interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Scrolls the window to the top over `durationMs`, then resolves (spec 2.13: 200 ms). */
export function scrollToTop(durationMs: number = PAGER_SCROLL_MS): Promise<void> {
  return new Promise((resolve) => {
    const start = window.scrollY;
    if (start <= 0 || durationMs <= 0) {
      window.scrollTo(0, 0);
      window.setTimeout(resolve, Math.max(0, durationMs));
      return;
    }
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs);
      window.scrollTo(0, start * (1 - progress));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    window.setTimeout(() => {
      window.scrollTo(0, 0);
      resolve();
    }, durationMs);
  });
}

/** Spec 2.13 pager: first, last, current ±2, '...' gaps; scroll up, then change the page. */
export function Pager({ page, totalPages, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const items = computePagerItems(page, totalPages);
  if (items.length <= 1) return null;
  const go = (target: number) => {
    if (target === page) return;
    void scrollToTop().then(() => onPageChange(target));
  };
  return (
    <nav aria-label={t('widgets.pager.label')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {items.map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} aria-hidden="true" className="px-2 text-slate-500">
              ...
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                onClick={() => go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('widgets.pager.page', { page: item })}
                className="min-w-10 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-emerald-50 aria-[current=page]:border-emerald-800 aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
