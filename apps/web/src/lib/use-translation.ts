import { useCallback } from 'react';
import {
  currentLanguage,
  type Language,
  onLanguageChange,
  switchLanguage,
  type TranslateOptions,
  translate,
} from './i18n';
import { useHydratedStore } from './use-hydrated-store';

export type Translate = (key: string, options?: TranslateOptions) => string;

/** `t` for the current language; the component renders again when the language changes. */
export function useTranslation(): {
  t: Translate;
  i18n: { language: Language; changeLanguage: (language: Language) => Promise<void> };
} {
  const language = useHydratedStore(onLanguageChange, currentLanguage, currentLanguage);
  // A new `t` per language, so memoised values that depend on it are recomputed.
  const t = useCallback<Translate>((key, options) => translate(key, options, language), [language]);
  return { t, i18n: { language, changeLanguage: switchLanguage } };
}
