import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isCalendarDate,
  isoDateOf,
  termLastDay,
  utcDay,
  wireDateOf,
} from './wire-dates.js';

describe('dates as text', () => {
  it('knows the days of the calendar', () => {
    expect(isCalendarDate('2027/02/28')).toBe(true);
    expect(isCalendarDate('2028/02/29')).toBe(true);
    expect(isCalendarDate('2027/02/29')).toBe(false);
    expect(isCalendarDate('2027/04/31')).toBe(false);
    expect(isCalendarDate('2027/12/31')).toBe(true);
    expect(isCalendarDate('2027/13/01')).toBe(false);
    expect(isCalendarDate('2027/00/10')).toBe(false);
    expect(isCalendarDate('2027/01/00')).toBe(false);
    expect(isCalendarDate('2027-01-10')).toBe(false);
    expect(isCalendarDate('0000/01/10')).toBe(false);
  });

  it('adds months, keeping the day where the month has it', () => {
    expect(addMonths('2026/11/24', 6)).toBe('2027/05/24');
    expect(addMonths('2026/08/31', 6)).toBe('2027/02/28');
    expect(addMonths('2027/08/31', 6)).toBe('2028/02/29');
    expect(addMonths('2026/07/15', 6)).toBe('2027/01/15');
    expect(addMonths('2026/06/30', 6)).toBe('2026/12/30');
    expect(addMonths('2026/01/31', 1)).toBe('2026/02/28');
    expect(() => addMonths('soon', 6)).toThrow();
  });

  it('ends a term the day before the same day `months` later, across months and years', () => {
    expect(termLastDay('2026/11/24', 6)).toBe('2027/05/23');
    expect(termLastDay('2026/12/01', 1)).toBe('2026/12/31');
    expect(termLastDay('2026/07/01', 6)).toBe('2026/12/31');
    expect(termLastDay('2027/09/01', 6)).toBe('2028/02/29');
    expect(termLastDay('2026/08/31', 6)).toBe('2027/02/27');
    expect(() => termLastDay('soon', 6)).toThrow();
  });

  it('converts between the wire and the database', () => {
    expect(isoDateOf('2027/05/24')).toBe('2027-05-24');
    expect(wireDateOf('2027-05-24')).toBe('2027/05/24');
    expect(utcDay(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe('2026/01/05');
  });

  it('keeps a year below 100 as it is written', () => {
    expect(isCalendarDate('0048/02/29')).toBe(true);
    expect(addMonths('0050/11/30', 3)).toBe('0051/02/28');
  });
});
