import application from '../locales/en.application.json';
// The files again, as text (`?raw` makes each a module of its own): the first load's
// imports keep only the landing page's keys (lib/i18n.ts); these bring every key.
import shellJson from '../locales/en.json?raw';
import publicSiteJson from '../locales/en.public-site.json?raw';

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

/** Every text; added to the first load's (lib/i18n.ts loadAllTexts). */
export const deferredTexts: Record<string, unknown> = {
  ...parse(shellJson),
  ...parse(publicSiteJson),
  ...application,
};
