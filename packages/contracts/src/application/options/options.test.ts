/** Checks of the applicant option lists: counts, order, grouping and unique values. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALL_COUNTRY_NAMES,
  NATIONALITY_TYPES,
  nationalityTypeOf,
  CERTIFICATE_HELD_ANSWERS,
  COUNTRIES,
  COUNTRY_GROUPS,
  COUNTRY_NAMES,
  DIAL_CODES,
  DIAL_CODE_VALUES,
  EDUCATION_LEVELS,
  ESL_CERTIFICATE_TYPES,
  FEATURED_COUNTRIES,
  FRIEND_CHANNELS,
  GENDERS,
  LANGUAGES,
  TEACHER_GRADES,
  TEACHER_LEVELS,
  TEACHING_EXPERIENCE_BANDS,
  US_STATES,
  US_STATES_WITHOUT_CALIFORNIA,
  YES_NO,
  countryInitial,
  valuesOf,
} from './index.js';

const FEATURED = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'New Zealand',
  'South Africa',
];

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const sorted = (names: readonly string[]) =>
  names.every((name, i) => i === 0 || (names[i - 1] ?? '').localeCompare(name, 'en') < 0);

describe('choice lists', () => {
  const lists = {
    GENDERS,
    YES_NO,
    TEACHING_EXPERIENCE_BANDS,
    EDUCATION_LEVELS,
    ESL_CERTIFICATE_TYPES,
    CERTIFICATE_HELD_ANSWERS,
    LANGUAGES,
    FRIEND_CHANNELS,
    TEACHER_GRADES,
    US_STATES,
    US_STATES_WITHOUT_CALIFORNIA,
    COUNTRIES,
    FEATURED_COUNTRIES,
  };

  it('have unique values and labels', () => {
    for (const [name, list] of Object.entries(lists)) {
      expect(unique(list.map((choice) => choice.value)), name).toBe(true);
      expect(unique(list.map((choice) => choice.label)), name).toBe(true);
    }
    expect(unique(TEACHER_LEVELS)).toBe(true);
  });

  it('give z.enum their values', () => {
    const gender = z.enum(valuesOf(GENDERS));
    expect(gender.options).toEqual(['MALE', 'FEMALE', 'DISCLOSE']);
    expect(gender.safeParse('DISCLOSE').success).toBe(true);
    expect(gender.safeParse('Male').success).toBe(false);
    expect(valuesOf(TEACHING_EXPERIENCE_BANDS)).toEqual(['0', '0-1', '1-2', '2-3', '3-5', '5+']);
  });

  it('carry the certificate tip on NO only', () => {
    const withTip = CERTIFICATE_HELD_ANSWERS.filter((answer) => 'tip' in answer);
    expect(withTip.map((answer) => answer.value)).toEqual(['NO']);
  });
});

describe('countries', () => {
  it('list every country once, alphabetical', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(unique(COUNTRY_NAMES)).toBe(true);
    expect(sorted(COUNTRY_NAMES)).toBe(true);
    expect(COUNTRIES.every((country) => country.value === country.label)).toBe(true);
    expect(COUNTRY_NAMES).toEqual(expect.arrayContaining(FEATURED));
  });

  it('feature the six in order', () => {
    expect(FEATURED_COUNTRIES.map((country) => country.value)).toEqual(FEATURED);
    expect(ALL_COUNTRY_NAMES.slice(0, 6)).toEqual(FEATURED);
    expect(ALL_COUNTRY_NAMES.length).toBe(COUNTRY_NAMES.length);
    expect(unique(ALL_COUNTRY_NAMES)).toBe(true);
    expect(sorted(ALL_COUNTRY_NAMES.slice(6))).toBe(true);
  });

  it('group the others exactly once by first letter', () => {
    expect(COUNTRY_GROUPS.map((group) => group.label)).toEqual(['A-E', 'F-J', 'K-O', 'P-T', 'U-Z']);
    const grouped = COUNTRY_GROUPS.flatMap((group) => group.countries.map((c) => c.value));
    expect(unique(grouped)).toBe(true);
    expect([...grouped].sort()).toEqual(COUNTRY_NAMES.filter((n) => !FEATURED.includes(n)).sort());
    for (const group of COUNTRY_GROUPS) {
      const [from, , to] = group.label;
      const names = group.countries.map((country) => country.value);
      expect(names.length, group.label).toBeGreaterThan(0);
      expect(sorted(names), group.label).toBe(true);
      for (const name of names) {
        const initial = countryInitial(name);
        expect(initial >= (from ?? '') && initial <= (to ?? ''), name).toBe(true);
      }
    }
    expect(COUNTRY_GROUPS[0]?.countries.map((c) => c.value)).toContain('Åland Islands');
  });
});

describe('dial codes', () => {
  it('cover the countries with well-formed codes', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(230);
    for (const entry of DIAL_CODES) {
      expect(entry.code, entry.country).toMatch(/^\+\d{1,4}(-\d{1,4})?$/);
      expect(COUNTRY_NAMES, entry.country).toContain(entry.country);
    }
    expect(unique(DIAL_CODES.map((entry) => entry.country))).toBe(true);
  });

  it('put the United States and Canada first on +1', () => {
    expect(DIAL_CODES.slice(0, 2)).toEqual([
      { country: 'United States', code: '+1' },
      { country: 'Canada', code: '+1' },
    ]);
    expect(sorted(DIAL_CODES.slice(2).map((entry) => entry.country))).toBe(true);
    const byCountry = new Map<string, string>(DIAL_CODES.map((e) => [e.country, e.code]));
    expect(byCountry.get('United Kingdom')).toBe('+44');
    expect(byCountry.get('China')).toBe('+86');
    expect(byCountry.get('South Africa')).toBe('+27');
  });

  it('offer each code once as a value', () => {
    expect(unique(DIAL_CODE_VALUES)).toBe(true);
    expect(DIAL_CODE_VALUES[0]).toBe('+1');
    expect([...DIAL_CODE_VALUES].sort()).toEqual(
      [...new Set(DIAL_CODES.map((e) => e.code))].sort(),
    );
  });
});

describe('US states', () => {
  it('list the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.value))).toBe(true);
    expect(US_STATES.map((state) => state.value)).toContain('DC');
    expect(US_STATES.map((state) => state.value)).toContain('CA');
  });

  it('leave California out of the second list only', () => {
    expect(US_STATES_WITHOUT_CALIFORNIA).toHaveLength(50);
    expect(US_STATES_WITHOUT_CALIFORNIA.map((state) => state.value)).not.toContain('CA');
  });
});

describe('nationality types (spec section 3)', () => {
  it('are FOREIGN 1 and CHINESE 2, CHINESE for China only', () => {
    expect(NATIONALITY_TYPES).toEqual({ FOREIGN: 1, CHINESE: 2 });
    expect(nationalityTypeOf('China')).toBe(2);
    expect(nationalityTypeOf(' China ')).toBe(2);
    expect(nationalityTypeOf('Hong Kong')).toBe(1);
    expect(nationalityTypeOf('United States')).toBe(1);
    expect(nationalityTypeOf('')).toBe(1);
  });
});
