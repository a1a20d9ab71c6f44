import { describe, expect, it, vi } from 'vitest';
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

describe('birthday: exact formats only', () => {
  it('trims, and refuses anything around or inside the date', () => {
    expect(toDateInput(' 1990/05/01 ')).toBe('1990-05-01');
    expect(fromDateInput(' 1990-05-01 ')).toBe('1990/05/01');
    expect(toDateInput('1990/05/01x')).toBe('');
    expect(toDateInput('x1990/05/01')).toBe('');
    expect(toDateInput('1990/5/01')).toBe('');
    expect(fromDateInput('1990-05-011')).toBe('');
    expect(fromDateInput('a1990-05-01')).toBe('');
    expect(fromDateInput('1990-5-01')).toBe('');
  });

  it('pads month and day of today, and keeps two-digit ones', () => {
    expect(todayForDateInput(new Date(2026, 10, 23))).toBe('2026-11-23');
    expect(todayForDateInput(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('takes today from the clock by default', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2025, 2, 4, 12));
      expect(todayForDateInput()).toBe('2025-03-04');
    } finally {
      vi.useRealTimers();
    }
  });
});
