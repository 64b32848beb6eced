import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// Thai is the default and complete language; English second (ARCHITECTURE "i18n").
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

function initialLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored === 'en' ? 'en' : 'th';
}

i18n.use(initReactI18next).init({
  resources: { th: { translation: th }, en: { translation: en } },
  lng: initialLanguage(),
  fallbackLng: 'th',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;

i18n.on('languageChanged', (language) => {
  writeStorage(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
});

export default i18n;
