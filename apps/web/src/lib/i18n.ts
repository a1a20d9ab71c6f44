import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type application from '../locales/en.application.json';
import type shell from '../locales/en.json';
import type publicSite from '../locales/en.public-site.json';
// The first load's keys only (named imports: the bundler leaves the rest of each file, the
// forms', the other pages', the console's texts, to lib/i18n-deferred.ts).
import { brand, common, home, layout, nav, pageTitle, session, table } from '../locales/en.json';
import { siteCarousel, siteHome, siteNewsletter, siteShell } from '../locales/en.public-site.json';

/**
 * One English catalogue, kept in a file per area so areas are edited apart: the shell and
 * accounts (`en.json`), the public site, the application funnel. Keys must not collide: each
 * area's file uses its own top-level keys. `t('missing.key')` fails to compile against it
 * (types/i18next.d.ts).
 */
export type Catalogue = typeof shell & typeof publicSite & typeof application;

/**
 * What the first load carries: the shell's texts and the landing page's. The rest (the forms,
 * the funnel, the other public pages, the console) arrive before the screens and the landing
 * page's forms that use them render (`loadAllTexts`, awaited by the router and the islands):
 * the landing page's first load stays within its budget (bench/budget.json).
 */
export const en = {
  ...{ brand, nav, layout, pageTitle, home, table, common, session },
  ...{ siteShell, siteCarousel, siteHome, siteNewsletter },
};

/** The catalogues of the first load. */
export const resources = { en: { translation: en } } as const;

// Synchronous init: the first render already has every text it needs, and pure helpers
// (totalRecordsText) work in unit tests without React.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});

let rest: Promise<void> | undefined;

/** Adds the texts the first load leaves out (once; later calls share the first). */
export function loadAllTexts(): Promise<void> {
  rest ??= import('./i18n-deferred').then(({ deferredTexts }) => {
    i18n.addResourceBundle('en', 'translation', deferredTexts, true, false);
  });
  return rest;
}

export { i18n };
