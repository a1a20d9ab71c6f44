import { BEIJING_ZONE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  columnZone,
  DAY_MODE_KEY,
  DEFAULT_DAY_MODE,
  keepsBeijingDays,
  storedDayMode,
} from './day-mode';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === DAY_MODE_KEY ? value : null),
});
// Monday 2026-11-30 00:00 Beijing.
const WEEK = Date.UTC(2026, 10, 29, 16);

describe('the day mode of the week grid (decision 062)', () => {
  it("defaults to the teacher's own days", () => {
    expect(DEFAULT_DAY_MODE).toBe('own');
    expect(storedDayMode(storage(null))).toBe('own');
  });

  it('reads the choice remembered on this device, and nothing else', () => {
    expect(storedDayMode(storage('beijing'))).toBe('beijing');
    expect(storedDayMode(storage('own'))).toBe('own');
    expect(storedDayMode(storage('Beijing'))).toBe('own');
    const closed = {
      getItem: () => {
        throw new Error('storage closed');
      },
    };
    expect(storedDayMode(closed)).toBe('own');
  });

  it("groups by the teacher's zone or Beijing's", () => {
    expect(columnZone('own', 'America/New_York')).toBe('America/New_York');
    expect(columnZone('beijing', 'America/New_York')).toBe(BEIJING_ZONE);
  });

  it("offers the choice only where the teacher's dates are not Beijing's", () => {
    expect(keepsBeijingDays(BEIJING_ZONE, WEEK)).toBe(true);
    expect(keepsBeijingDays('Asia/Singapore', WEEK)).toBe(true);
    expect(keepsBeijingDays('America/New_York', WEEK)).toBe(false);
    expect(keepsBeijingDays('Pacific/Auckland', WEEK)).toBe(false);
    expect(keepsBeijingDays('Asia/Tokyo', WEEK)).toBe(false);
  });
});
