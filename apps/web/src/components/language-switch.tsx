import { LANGUAGES, switchLanguage } from '../lib/i18n';
import { useTranslation } from '../lib/use-translation';

/** Thai / English switch; i18n.ts persists the choice. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons
    <div role="group" aria-label={t('language.label')} className={`flex gap-1 ${className}`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void switchLanguage(language)}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-emerald-50 aria-pressed:bg-emerald-800 aria-pressed:text-white"
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
