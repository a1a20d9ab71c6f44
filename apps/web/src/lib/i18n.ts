import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

/** The catalogues, typed so `t('missing.key')` fails to compile (see types/i18next.d.ts). */
export const resources = { en: { translation: en } } as const;

// Synchronous init: the catalogue is bundled, so the first render already has every text,
// and pure helpers (totalRecordsText) work in unit tests without React.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
