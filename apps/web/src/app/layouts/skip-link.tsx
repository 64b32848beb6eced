import { useTranslation } from '../../lib/use-translation';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-emerald-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('common.skipToContent')}
    </a>
  );
}
