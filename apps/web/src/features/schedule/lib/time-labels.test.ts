import { describe, expect, it } from 'vitest';
import { faceTimes, fullText, offsetChange, unitTimes, zoneTime } from './time-labels';

const NY = 'America/New_York';

describe('unit times, local and Beijing', () => {
  it('shows a New York teacher her own time with Beijing beside it (daylight time, UTC-4)', () => {
    // Beijing Mon 2026/10/26 19:00 = 11:00 UTC = 07:00 EDT.
    const times = unitTimes(Date.UTC(2026, 9, 26, 11), NY);
    expect(times.local).toEqual({ weekday: 'Mon', date: '2026/10/26', time: '07:00' });
    expect(times.beijing).toEqual({ weekday: 'Mon', date: '2026/10/26', time: '19:00' });
    expect(times.sameDate).toBe(true);
  });

  it('moves the local time by an hour after 2026-11-01 while Beijing stays put', () => {
    // Beijing Mon 2026/11/02 19:00 = 11:00 UTC = 06:00 EST.
    const times = unitTimes(Date.UTC(2026, 10, 2, 11), NY);
    expect(fullText(times.local)).toBe('Mon 2026/11/02 06:00');
    expect(fullText(times.beijing)).toBe('Mon 2026/11/02 19:00');
  });

  it('moves it back after 2026-03-08', () => {
    // Beijing Sat 2026/03/07 09:00 = Fri 2026/03/06 20:00 EST (UTC-5).
    const before = unitTimes(Date.UTC(2026, 2, 7, 1), NY);
    expect(fullText(before.local)).toBe('Fri 2026/03/06 20:00');
    expect(before.sameDate).toBe(false);
    // Beijing Sat 2026/03/14 09:00 = Fri 2026/03/13 21:00 EDT (UTC-4).
    const after = unitTimes(Date.UTC(2026, 2, 14, 1), NY);
    expect(fullText(after.local)).toBe('Fri 2026/03/13 21:00');
    expect(fullText(after.beijing)).toBe('Sat 2026/03/14 09:00');
  });

  it('reads Beijing time the same in every zone', () => {
    expect(zoneTime(Date.UTC(2026, 10, 30, 11), 'Asia/Shanghai').time).toBe('19:00');
  });
});

describe('offsetChange', () => {
  it('says nothing when the offset on the day is today’s', () => {
    expect(offsetChange(NY, Date.UTC(2026, 9, 30, 11), Date.UTC(2026, 9, 26, 11))).toBeNull();
    expect(offsetChange('Asia/Tokyo', Date.UTC(2026, 10, 2), Date.UTC(2026, 9, 26))).toBeNull();
  });

  it('names both offsets across the November change', () => {
    expect(offsetChange(NY, Date.UTC(2026, 10, 2, 11), Date.UTC(2026, 9, 28, 11))).toEqual({
      today: 'UTC-04:00',
      thatDay: 'UTC-05:00',
    });
  });

  it('names both offsets across the March change', () => {
    expect(offsetChange(NY, Date.UTC(2026, 2, 9, 11), Date.UTC(2026, 2, 5, 11))).toEqual({
      today: 'UTC-05:00',
      thatDay: 'UTC-04:00',
    });
  });
});

describe('a unit face’s two times', () => {
  // Beijing Sat 2026/12/05 09:00 = New York Fri 2026/12/04 20:00 (EST).
  const times = unitTimes(Date.UTC(2026, 11, 5, 1), NY);

  it('in my days: my time alone, Beijing’s with its weekday when its date differs', () => {
    expect(faceTimes(times, 'own')).toEqual({ local: '20:00', beijing: 'Sat 09:00' });
  });

  it('in Beijing days: Beijing’s time alone, mine with its weekday', () => {
    expect(faceTimes(times, 'beijing')).toEqual({ local: 'Fri 20:00', beijing: '09:00' });
  });

  it('no weekday on either when the dates agree', () => {
    const same = unitTimes(Date.UTC(2026, 11, 1, 11), NY); // Tue 06:00 NY, Tue 19:00 Beijing
    expect(faceTimes(same, 'own')).toEqual({ local: '06:00', beijing: '19:00' });
    expect(faceTimes(same, 'beijing')).toEqual({ local: '06:00', beijing: '19:00' });
  });
});
