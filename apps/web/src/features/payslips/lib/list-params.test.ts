import { beijingMonthOf, payMonthLabel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { payMonthOptions, readListState, toListQuery, writeListState } from './list-params';

// 2026/11/01 00:00 Beijing (UTC+8) is 2026/10/31 16:00 UTC.
const NOVEMBER = Date.UTC(2026, 9, 31, 16);
const OCTOBER = Date.UTC(2026, 8, 30, 16);

describe("the list's address", () => {
  it('gives the defaults for a plain address: every month, page 1 of 50', () => {
    expect(readListState(new URLSearchParams())).toEqual({ month: null, page: 1, pageSize: 50 });
    expect(writeListState({ month: null, page: 1, pageSize: 50 }).toString()).toBe('');
  });

  it('keeps a month, a page and a page size there and back', () => {
    const state = { month: NOVEMBER, page: 3, pageSize: 100 as const };
    const params = writeListState(state);
    expect(params.toString()).toBe(`month=${NOVEMBER}&page=3&size=100`);
    expect(readListState(params)).toEqual(state);
  });

  it("takes any instant of a month as that month's Beijing start", () => {
    const midMonth = NOVEMBER + 10 * 86_400_000 + 5;
    expect(readListState(new URLSearchParams({ month: String(midMonth) })).month).toBe(NOVEMBER);
  });

  it('falls back from sizes that are not offered and from broken values', () => {
    const state = readListState(new URLSearchParams('month=x&page=0&size=75'));
    expect(state).toEqual({ month: null, page: 1, pageSize: 50 });
  });

  it('asks the server for the month only when one is chosen', () => {
    expect(toListQuery({ month: null, page: 2, pageSize: 200 })).toEqual({
      pageIndex: 2,
      pageSize: 200,
    });
    expect(toListQuery({ month: NOVEMBER, page: 1, pageSize: 50 })).toEqual({
      monthStartTime: NOVEMBER,
      pageIndex: 1,
      pageSize: 50,
    });
  });
});

describe('payMonthOptions', () => {
  it('starts at the month before this one (the newest with a payslip), newest first', () => {
    // 2026/12/01 01:00 Beijing is still 2026/11/30 in UTC: Beijing's month decides.
    const now = Date.UTC(2026, 10, 30, 17);
    const options = payMonthOptions(now, 3);
    expect(options.map((o) => o.label)).toEqual(['2026/11', '2026/10', '2026/09']);
    expect(options[0]?.start).toBe(NOVEMBER);
    expect(options[1]?.start).toBe(OCTOBER);
  });

  it('gives twelve Beijing month starts by default, across a year', () => {
    const options = payMonthOptions(Date.UTC(2026, 1, 10));
    expect(options).toHaveLength(12);
    expect(options[0]?.label).toBe('2026/01');
    expect(options[11]?.label).toBe('2025/02');
    for (const option of options) {
      expect(beijingMonthOf(option.start).start).toBe(option.start);
      expect(payMonthLabel(option.start)).toBe(option.label);
    }
  });
});
