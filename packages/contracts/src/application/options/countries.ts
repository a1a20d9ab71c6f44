/** Country options for citizenship and residency: the featured six first, the rest in five letter groups. */
import type { Choice } from './choices.js';
import { COUNTRY_NAMES_A_L } from './countries-a-l.js';
import { COUNTRY_NAMES_M_Z } from './countries-m-z.js';

/**
 * Every country and territory in common use: the ISO 3166 entries under their usual English short
 * names, plus Kosovo, alphabetical. The name is both the stored value and the label.
 */
export const COUNTRY_NAMES = [...COUNTRY_NAMES_A_L, ...COUNTRY_NAMES_M_Z] as const;
export type CountryName = (typeof COUNTRY_NAMES)[number];
export type CountryChoice = Choice<CountryName>;

const toChoice = (name: CountryName): CountryChoice => ({ value: name, label: name });

/** All countries, alphabetical. */
export const COUNTRIES: readonly CountryChoice[] = COUNTRY_NAMES.map(toChoice);

/** Listed first, in this order (spec section 3). */
export const FEATURED_COUNTRY_NAMES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'New Zealand',
  'South Africa',
] as const satisfies readonly CountryName[];
export const FEATURED_COUNTRIES: readonly CountryChoice[] = FEATURED_COUNTRY_NAMES.map(toChoice);

export const COUNTRY_GROUP_LABELS = ['A-E', 'F-J', 'K-O', 'P-T', 'U-Z'] as const;
export type CountryGroupLabel = (typeof COUNTRY_GROUP_LABELS)[number];
export type CountryGroup = { label: CountryGroupLabel; countries: readonly CountryChoice[] };

/** The letter a name is grouped under, accents dropped (Åland Islands goes under A). */
export function countryInitial(name: string): string {
  return name.normalize('NFD').charAt(0).toUpperCase();
}

const featured: ReadonlySet<string> = new Set(FEATURED_COUNTRY_NAMES);
const unfeatured = COUNTRY_NAMES.filter((name) => !featured.has(name));

/** The non-featured countries by first letter, each group alphabetical. */
export const COUNTRY_GROUPS: readonly CountryGroup[] = COUNTRY_GROUP_LABELS.map((label) => {
  const from = label.charAt(0);
  const to = label.charAt(2);
  const countries = unfeatured
    .filter((name) => countryInitial(name) >= from && countryInitial(name) <= to)
    .map(toChoice);
  return { label, countries };
});

/** Featured first, then the rest alphabetical: the order of the country select. */
export const ALL_COUNTRY_NAMES: readonly CountryName[] = [...FEATURED_COUNTRY_NAMES, ...unfeatured];
