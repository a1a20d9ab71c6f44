import { describe, expect, it } from 'vitest';
import {
  halfHourOptions,
  minuteText,
  newRow,
  requestOf,
  rowIssues,
  rowsOf,
} from './teaching-windows';

describe('the windows editor', () => {
  it('writes minutes as times and offers the half hours', () => {
    expect(minuteText(0)).toBe('00:00');
    expect(minuteText(1050)).toBe('17:30');
    expect(minuteText(1440)).toBe('24:00');
    expect(halfHourOptions(1380, 1440)).toEqual([
      { value: '1380', label: '23:00' },
      { value: '1410', label: '23:30' },
      { value: '1440', label: '24:00' },
    ]);
  });

  it('turns the stored windows into rows and back, blanks as no date', () => {
    const rows = rowsOf([
      {
        id: 1,
        kind: 'PEAK',
        isoDay: 6,
        startMinute: 540,
        endMinute: 660,
        validFrom: null,
        validTo: null,
      },
    ]);
    expect(rows[0]).toMatchObject({ kind: 'PEAK', validFrom: '', validTo: '' });
    expect(requestOf(rows)).toEqual({
      windows: [
        {
          kind: 'PEAK',
          isoDay: 6,
          startMinute: 540,
          endMinute: 660,
          validFrom: null,
          validTo: null,
        },
      ],
    });
  });

  it('finds each row’s problems with the contracts’ rules', () => {
    const good = newRow('TEACHING');
    const backwards = { ...newRow('PEAK'), startMinute: 1200, endMinute: 1140 };
    const holiday = newRow('SPECIAL');
    const dates = { ...newRow('SPECIAL'), validFrom: '2031/08/01', validTo: '2031/07/01' };
    const issues = rowIssues([good, backwards, holiday, dates]);
    expect(issues.has(good.key)).toBe(false);
    expect(issues.get(backwards.key)).toEqual({ endMinute: 'The end must come after the start.' });
    expect(issues.get(holiday.key)).toEqual({
      validFrom: 'A holiday window needs its first and last dates.',
    });
    expect(issues.get(dates.key)).toEqual({
      validTo: 'The last date must not come before the first one.',
    });
    expect(rowIssues([good]).size).toBe(0);
  });
});
