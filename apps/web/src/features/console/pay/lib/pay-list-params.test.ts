import { addBeijingMonths, beijingMonthOf } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultPayMonth,
  payMonthChoices,
  readPayListState,
  toPayListQuery,
  writePayListState,
} from './pay-list-params';

// 2026-11-26 05:00 Beijing; the Beijing month starts at 16:00 UTC the day before.
const NOW = Date.UTC(2026, 10, 25, 21, 0);
const NOVEMBER = Date.UTC(2026, 9, 31, 16, 0);
const OCTOBER = Date.UTC(2026, 8, 30, 16, 0);

describe('the pay page’s address', () => {
  it('opens last Beijing month, every status, page 1 of 50', () => {
    expect(beijingMonthOf(NOW).start).toBe(NOVEMBER);
    expect(defaultPayMonth(NOW)).toBe(OCTOBER);
    const state = readPayListState(new URLSearchParams(''), NOW);
    expect(state).toEqual({ month: OCTOBER, status: 'ALL', page: 1, pageSize: 50, run: null });
    expect(writePayListState(state, NOW).toString()).toBe('');
  });

  it('reads a month by any of its instants, a status, paging and the run watched', () => {
    const params = new URLSearchParams(
      `month=${NOVEMBER + 86_400_000}&status=PROBLEM&page=2&size=200&run=7`,
    );
    expect(readPayListState(params, NOW)).toEqual({
      month: NOVEMBER,
      status: 'PROBLEM',
      page: 2,
      pageSize: 200,
      run: 7,
    });
  });

  it('falls back on anything unknown', () => {
    const params = new URLSearchParams('month=-5&status=NOPE&page=0&size=3&run=x');
    expect(readPayListState(params, NOW)).toEqual({
      month: OCTOBER,
      status: 'ALL',
      page: 1,
      pageSize: 50,
      run: null,
    });
    expect(readPayListState(new URLSearchParams('page=99999'), NOW).page).toBe(10_000);
  });

  it('writes what differs and reads back the same state', () => {
    const state = { month: NOVEMBER, status: 'DRAFT', page: 3, pageSize: 100, run: 4 } as const;
    const params = writePayListState(state, NOW);
    expect(params.toString()).toBe(`month=${NOVEMBER}&status=DRAFT&page=3&size=100&run=4`);
    expect(readPayListState(params, NOW)).toEqual(state);
  });

  it('asks for one status, or for all without one', () => {
    const base = { month: OCTOBER, page: 1, pageSize: 50, run: null } as const;
    expect(toPayListQuery({ ...base, status: 'PAID' })).toEqual({
      monthStartTime: OCTOBER,
      status: 'PAID',
      pageIndex: 1,
      pageSize: 50,
    });
    expect(toPayListQuery({ ...base, status: 'ALL' })).toEqual({
      monthStartTime: OCTOBER,
      pageIndex: 1,
      pageSize: 50,
    });
  });
});

describe('the month picker', () => {
  it('offers this Beijing month and the twelve before it, newest first', () => {
    const months = payMonthChoices(NOW, OCTOBER);
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ start: NOVEMBER, label: '2026/11' });
    expect(months[1]).toEqual({ start: OCTOBER, label: '2026/10' });
    expect(months[12]).toEqual({ start: addBeijingMonths(NOVEMBER, -12), label: '2025/11' });
  });

  it('keeps an older month from the address among them', () => {
    const old = addBeijingMonths(NOVEMBER, -20);
    const months = payMonthChoices(NOW, old);
    expect(months).toHaveLength(14);
    expect(months.at(-1)).toEqual({ start: old, label: '2025/03' });
  });
});
