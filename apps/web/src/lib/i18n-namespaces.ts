import type { LaterNamespace } from './i18n';

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

/**
 * Each later namespace whole, as a chunk of its own. The public site comes as text (`?raw`
 * makes it a module of its own): the first load's named imports keep only the landing
 * page's keys of that file (lib/i18n.ts).
 */
export const NAMESPACE_LOADERS: Record<LaterNamespace, () => Promise<Record<string, unknown>>> = {
  publicSite: () => import('../locales/en/public-site.json?raw').then((m) => parse(m.default)),
  accounts: () => import('../locales/en/accounts.json').then((m) => m.default),
  application: () => import('../locales/en/application.json').then((m) => m.default),
  console: () => import('../locales/en/console.json').then((m) => m.default),
  documents: () => import('../locales/en/documents.json').then((m) => m.default),
  contract: () => import('../locales/en/contract.json').then((m) => m.default),
  teacher: () => import('../locales/en/teacher.json').then((m) => m.default),
  schedule: () => import('../locales/en/schedule.json').then((m) => m.default),
  leave: () => import('../locales/en/leave.json').then((m) => m.default),
  fixed: () => import('../locales/en/fixed.json').then((m) => m.default),
  payslips: () => import('../locales/en/payslips.json').then((m) => m.default),
};
