import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type accounts from '../locales/en/accounts.json';
import type application from '../locales/en/application.json';
import type consoleTexts from '../locales/en/console.json';
import type contract from '../locales/en/contract.json';
import type documents from '../locales/en/documents.json';
import type fixed from '../locales/en/fixed.json';
import type leave from '../locales/en/leave.json';
import type payslips from '../locales/en/payslips.json';
import type publicSite from '../locales/en/public-site.json';
import type schedule from '../locales/en/schedule.json';
// The frame every page shares, whole; of the public site, the landing page's keys only
// (named imports: the bundler leaves the other pages' to lib/i18n-namespaces.ts).
import { siteCarousel, siteHome, siteNewsletter } from '../locales/en/public-site.json';
import shell from '../locales/en/shell.json';
import type teacher from '../locales/en/teacher.json';

/**
 * One English catalogue, one namespace per area, each loaded with the area's screens
 * (`loadTexts`): `shell` (the frame every page shares; every namespace falls back to it),
 * `accounts` (sign-up, sign-in, passwords, the captcha), `publicSite`, `application` (the
 * funnel's steps) and `console` (the back office). A screen names its area's namespace
 * (`useTranslation('console')`); `t('missing.key')` fails to compile (types/i18next.d.ts).
 */
export interface Catalogue {
  shell: typeof shell;
  accounts: typeof accounts;
  publicSite: typeof publicSite;
  application: typeof application;
  console: typeof consoleTexts;
  /** Step 4: the documents, both sides (decision 038). */
  documents: typeof documents;
  /** Step 5: the contract, the background check and activation, both sides. */
  contract: typeof contract;
  /** The teacher area: its frame, home, profile and bank details. */
  teacher: typeof teacher;
  /** The teacher's slots and classes: the slot-opening screen and the home page's lists. */
  schedule: typeof schedule;
  /** Cancellations, no-shows, appeals and the policy (decision 041): teacher and console. */
  leave: typeof leave;
  /** The teacher's fixed classes: periods, requests, the continue check. */
  fixed: typeof fixed;
  /** The teacher's payslips: the list, the chart, a payslip's lines and its receipt. */
  payslips: typeof payslips;
}
export type Namespace = keyof Catalogue;
/** The namespaces that load later: the shell is always there. */
export type LaterNamespace = Exclude<Namespace, 'shell'>;

/**
 * What the first load carries: the shell's texts and the landing page's. The rest of the
 * public site, and the other areas, arrive before the screens that use them render
 * (`loadTexts`, awaited by the router and the landing page's islands): the landing page's
 * first load stays within its budget (bench/budget.json).
 */
export const firstLoadTexts = {
  shell,
  publicSite: { siteCarousel, siteHome, siteNewsletter },
};

/** The catalogues of the first load. */
export const resources = { en: firstLoadTexts } as const;

// Synchronous init: the first render already has every text it needs, and pure helpers
// (totalRecordsText) work in unit tests without React.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['shell', 'publicSite'],
  defaultNS: 'shell',
  fallbackNS: 'shell',
  // A copy: i18next adds the later namespaces to the object it is given, and the first
  // load's catalogues stay what they are declared to be.
  resources: { en: { ...firstLoadTexts } },
  initAsync: false,
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
});

const loading = new Map<LaterNamespace, Promise<void>>();

/** Adds the whole of each namespace (once each; later calls share the first). */
export function loadTexts(...namespaces: LaterNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      let load = loading.get(namespace);
      if (!load) {
        load = import('./i18n-namespaces').then(async ({ NAMESPACE_LOADERS }) => {
          const texts = await NAMESPACE_LOADERS[namespace]();
          i18n.addResourceBundle('en', namespace, texts, true, false);
        });
        loading.set(namespace, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

export { i18n };
