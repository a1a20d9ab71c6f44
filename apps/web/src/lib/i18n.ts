import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import application from '../locales/en.application.json';
import shell from '../locales/en.json';
import publicSite from '../locales/en.public-site.json';

/**
 * One English catalogue, kept in a file per area so areas are edited apart: the shell and
 * accounts (`en.json`), the public site, the application funnel. Keys must not collide: each
 * area's file uses its own top-level keys.
 */
export const en = { ...shell, ...publicSite, ...application };

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
