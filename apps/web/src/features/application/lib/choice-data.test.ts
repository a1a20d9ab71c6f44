import { ALL_COUNTRY_NAMES, COUNTRY_GROUPS, DIAL_CODES, DIAL_CODE_VALUES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { countrySelectData, dialCodeSelectData, selectValue, toSelectData } from './choice-data';

describe('countrySelectData', () => {
  const groups = countrySelectData('Most chosen');

  it('puts the six featured countries first, then the five letter groups', () => {
    expect(groups.map((g) => g.group)).toEqual(['Most chosen', 'A-E', 'F-J', 'K-O', 'P-T', 'U-Z']);
    expect(groups[0]?.items.map((i) => i.value)).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'New Zealand',
      'South Africa',
    ]);
  });

  it('lists every country exactly once', () => {
    const values = groups.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort()).toEqual([...ALL_COUNTRY_NAMES].sort());
  });
});

describe('dialCodeSelectData', () => {
  const codes = dialCodeSelectData();

  it('has each code once, +1 first for the United States and Canada', () => {
    expect(codes.map((c) => c.value)).toEqual([...DIAL_CODE_VALUES]);
    expect(codes[0]).toEqual({ value: '+1', label: '+1 United States, Canada' });
  });

  it('names every country sharing a code, so a search by country finds it', () => {
    const uk = codes.find((c) => c.value === '+44');
    expect(uk?.label).toContain('United Kingdom');
  });
});

describe('small helpers', () => {
  it('maps option lists and empty select values', () => {
    expect(toSelectData([{ value: 'A', label: 'a' }])).toEqual([{ value: 'A', label: 'a' }]);
    expect(selectValue(null)).toBe('');
    expect(selectValue('X')).toBe('X');
  });
});

describe('select data: exact shapes', () => {
  it('labels each dial code with every country using it, in the table’s order', () => {
    const codes = dialCodeSelectData();
    expect(codes.find((c) => c.value === '+7')).toEqual({
      value: '+7',
      label: `+7 ${DIAL_CODES.filter((d) => d.code === '+7')
        .map((d) => d.country)
        .join(', ')}`,
    });
    expect(codes.find((c) => c.value === '+7')?.label).toBe('+7 Kazakhstan, Russia');
    for (const { value, label } of codes) {
      const countries = DIAL_CODES.filter((d) => d.code === value).map((d) => d.country);
      expect(label).toBe(`${value} ${countries.join(', ')}`);
    }
  });

  it('keeps only the value and the label of each option', () => {
    expect(toSelectData([{ value: 'A', label: 'a', tip: 't' } as never])).toStrictEqual([
      { value: 'A', label: 'a' },
    ]);
    expect(countrySelectData('Top')[0]?.items[0]).toStrictEqual({
      value: 'United States',
      label: 'United States',
    });
  });

  it('groups the other countries under their letter ranges', () => {
    const groups = countrySelectData('Top');
    expect(groups.slice(1)).toEqual(
      COUNTRY_GROUPS.map(({ label, countries }) => ({
        group: label,
        items: countries.map(({ value, label: name }) => ({ value, label: name })),
      })),
    );
    expect(groups[1]?.items.length).toBeGreaterThan(0);
  });

  it('keeps an empty select value as empty text', () => {
    expect(selectValue('')).toBe('');
  });
});
