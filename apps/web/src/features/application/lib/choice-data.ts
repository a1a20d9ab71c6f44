import {
  COUNTRY_GROUPS,
  DIAL_CODES,
  DIAL_CODE_VALUES,
  FEATURED_COUNTRIES,
  type Choice,
} from '@portal/contracts';

/** Mantine's select data: options, or options under group headings. */
export interface SelectOption {
  value: string;
  label: string;
}
export interface SelectGroup {
  group: string;
  items: SelectOption[];
}

export function toSelectData(list: readonly Choice<string>[]): SelectOption[] {
  return list.map(({ value, label }) => ({ value, label }));
}

/**
 * Citizenship and residency (spec section 3): the six featured countries first, under their
 * own heading, then the five alphabetical groups (A-E ... U-Z). Every name appears once.
 */
export function countrySelectData(featuredHeading: string): SelectGroup[] {
  return [
    { group: featuredHeading, items: toSelectData(FEATURED_COUNTRIES) },
    ...COUNTRY_GROUPS.map(({ label, countries }) => ({
      group: label,
      items: toSelectData(countries),
    })),
  ];
}

/**
 * The phone area codes: each distinct code once (a select needs unique values), labelled with
 * every country that uses it so a search by country or by code finds it: "+1 United States,
 * Canada". United States and Canada come first, as in contracts' DIAL_CODES.
 */
export function dialCodeSelectData(): SelectOption[] {
  const countries = new Map<string, string[]>();
  for (const { country, code } of DIAL_CODES) {
    countries.set(code, [...(countries.get(code) ?? []), country]);
  }
  return DIAL_CODE_VALUES.map((code) => ({
    value: code,
    label: `${code} ${(countries.get(code) ?? []).join(', ')}`,
  }));
}

/** The select's value as the form keeps it: '' for none. */
export function selectValue(value: string | null): string {
  return value ?? '';
}
