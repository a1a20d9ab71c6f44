import { describe, expect, it } from 'vitest';
import { fromDateInput, toDateInput, todayForDateInput } from './birthday';

describe('birthday', () => {
  it('converts between the wire (YYYY/MM/DD) and the date input (YYYY-MM-DD)', () => {
    expect(toDateInput('1990/05/01')).toBe('1990-05-01');
    expect(fromDateInput('1990-05-01')).toBe('1990/05/01');
  });

  it('turns anything else into empty', () => {
    expect(toDateInput('1990-05-01')).toBe('');
    expect(toDateInput('')).toBe('');
    expect(fromDateInput('')).toBe('');
    expect(fromDateInput('01/05/1990')).toBe('');
  });

  it('gives today in the date input format', () => {
    expect(todayForDateInput(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
