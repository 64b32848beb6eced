import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

// The content blocks of the home page. The cards come from the route (features/content) so that
// this feature does not import another one.

interface SectionProps {
  id: string;
  heading: string;
  seeAllTo: string;
  children: ReactNode;
}

export function HomeSection({ id, heading, seeAllTo, children }: SectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="render-near-screen mt-10 [--near-screen-size:24rem]">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-bold text-slate-900 md:text-2xl">
          {heading}
        </h2>
        <Link to={seeAllTo} className="shrink-0 font-semibold text-emerald-800 hover:underline">
          {t('common.seeAll')}
          <span className="sr-only"> {heading}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}
