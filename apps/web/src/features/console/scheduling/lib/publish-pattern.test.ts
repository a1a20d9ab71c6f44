import { describe, expect, it } from 'vitest';
import { expandPattern, PATTERN_MAX_WEEKS } from './publish-pattern';

describe("a member's weekly pattern", () => {
  it('names each time of the day in the zone, once, in order', () => {
    const starts = expandPattern(
      { date: '2031-03-04', times: ['15:00', '09:30', '15:00'], weeks: 1 },
      'Asia/Shanghai',
    );
    expect(starts).toEqual([
      Date.parse('2031-03-04T01:30:00Z'),
      Date.parse('2031-03-04T07:00:00Z'),
    ]);
  });

  it('repeats weekly at the same wall-clock time across a daylight-saving change', () => {
    // New York: 09:00 is 14:00 UTC before 2031-03-09, 13:00 UTC after.
    const starts = expandPattern(
      { date: '2031-03-04', times: ['09:00'], weeks: 2 },
      'America/New_York',
    );
    expect(starts).toEqual([
      Date.parse('2031-03-04T14:00:00Z'),
      Date.parse('2031-03-11T13:00:00Z'),
    ]);
  });

  it('runs five weeks at most, and at least the day itself', () => {
    const many = expandPattern({ date: '2031-03-04', times: ['10:00'], weeks: 9 }, 'UTC');
    expect(many).toHaveLength(PATTERN_MAX_WEEKS);
    expect(expandPattern({ date: '2031-03-04', times: ['10:00'], weeks: 0 }, 'UTC')).toHaveLength(
      1,
    );
  });

  it('names nothing for a malformed date or time', () => {
    expect(expandPattern({ date: '2031-3-4', times: ['10:00'], weeks: 1 }, 'UTC')).toEqual([]);
    expect(expandPattern({ date: '2031-03-04', times: ['10'], weeks: 1 }, 'UTC')).toEqual([]);
  });
});
