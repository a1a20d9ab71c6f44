import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, inZone } from './dates';
import { MEMO_LIMIT, zoneClock } from './zone-clock';

describe('zoneClock', () => {
  it('reads a zone’s clock: Beijing Saturday 09:00 is Friday 20:00 in New York', () => {
    const at = Date.UTC(2026, 11, 5, 1);
    expect(zoneClock(at, 'America/New_York')).toEqual({
      key: '2026-12-04',
      weekday: 'Fri',
      date: '2026/12/04',
      time: '20:00',
      hour: 20,
    });
    expect(zoneClock(at, 'Asia/Shanghai')).toMatchObject({ key: '2026-12-05', time: '09:00' });
  });

  it('gives midnight as hour 0, never 24', () => {
    expect(zoneClock(Date.UTC(2026, 11, 4, 16), 'Asia/Shanghai')).toMatchObject({
      key: '2026-12-05',
      time: '00:00',
      hour: 0,
    });
  });

  it('agrees with the dayjs readings across a daylight-saving change and ahead of Beijing', () => {
    const zones = ['America/New_York', 'Pacific/Auckland', 'Europe/London', 'Asia/Kolkata'];
    for (let at = Date.UTC(2026, 2, 7); at < Date.UTC(2026, 2, 10); at += 45 * 60_000)
      for (const zone of zones) {
        const clock = zoneClock(at, zone);
        expect(clock.date, `${zone} ${at}`).toBe(formatDate(at, zone));
        expect(clock.time, `${zone} ${at}`).toBe(formatTime(at, zone));
        expect(clock.weekday, `${zone} ${at}`).toBe(inZone(at, zone).format('ddd'));
      }
  });

  it('reads the browser’s zone for a name it does not know, as inZone does', () => {
    const at = Date.UTC(2026, 11, 5, 1);
    expect(zoneClock(at, 'Not/AZone').time).toBe(formatTime(at));
  });
});

describe('zoneClock’s memo', () => {
  it('answers a reading it made before as it is, and starts again past its limit', () => {
    const at = Date.UTC(2030, 0, 1);
    const first = zoneClock(at, 'Europe/Paris');
    expect(zoneClock(at, 'Europe/Paris')).toBe(first);
    for (let n = 1; n <= MEMO_LIMIT; n += 1) zoneClock(at + n * 60_000, 'Europe/Paris');
    const again = zoneClock(at, 'Europe/Paris');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
