import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/use-page-meta';
import { useTranslation } from '../lib/use-translation';

interface PageHeadingProps {
  /** Locale key of the page title, e.g. "pages.cart". */
  titleKey: string;
  children?: ReactNode;
}

/** The page's <h1>; also sets the document title during client navigation (usePageMeta). */
export function PageHeading({ titleKey, children }: PageHeadingProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageMeta({ title });
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
