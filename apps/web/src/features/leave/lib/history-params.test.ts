import { describe, expect, it } from 'vitest';
import {
  monthOptions,
  readHistoryState,
  toHistoryQuery,
  writeHistoryState,
  type HistoryState,
} from './history-params';

// 2026/11/01 00:00 Beijing is 2026/10/31 16:00 UTC.
const NOV = Date.UTC(2026, 9, 31, 16);
const DEFAULTS: HistoryState = { month: null, kind: '', page: 1, pageSize: 50, record: null };

describe('the history’s address', () => {
  it('reads the month (as its Beijing start), kind, paging and the open record', () => {
    const mid = NOV + 10 * 24 * 60 * 60 * 1000;
    expect(
      readHistoryState(new URLSearchParams(`month=${mid}&kind=NO_SHOW&page=3&size=100&record=12`)),
    ).toEqual({ month: NOV, kind: 'NO_SHOW', page: 3, pageSize: 100, record: 12 });
  });

  it('falls back to the defaults on anything unknown', () => {
    expect(readHistoryState(new URLSearchParams(''))).toEqual(DEFAULTS);
    expect(
      readHistoryState(new URLSearchParams('month=abc&kind=LATE&page=0&size=7&record=-1')),
    ).toEqual(DEFAULTS);
    expect(readHistoryState(new URLSearchParams('page=10001&record=1.5'))).toEqual(DEFAULTS);
    expect(readHistoryState(new URLSearchParams('page=10000')).page).toBe(10_000);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeHistoryState(DEFAULTS).toString()).toBe('');
    const state: HistoryState = {
      month: NOV,
      kind: 'CANCELLATION',
      page: 2,
      pageSize: 200,
      record: 4,
    };
    const params = writeHistoryState(state);
    expect(params.toString()).toBe(`month=${NOV}&kind=CANCELLATION&page=2&size=200&record=4`);
    expect(readHistoryState(params)).toEqual(state);
  });

  it('asks the server without blanks', () => {
    expect(toHistoryQuery(DEFAULTS)).toEqual({ pageIndex: 1, pageSize: 50 });
    expect(toHistoryQuery({ ...DEFAULTS, month: NOV, kind: 'NO_SHOW', page: 4 })).toEqual({
      monthStartTime: NOV,
      kind: 'NO_SHOW',
      pageIndex: 4,
      pageSize: 50,
    });
  });
});

describe('monthOptions', () => {
  it('lists this Beijing month and the ones before it, newest first', () => {
    // 2026/11/01 02:00 Beijing: already November there, still October in UTC.
    const options = monthOptions(NOV + 2 * 60 * 60 * 1000, 3);
    expect(options).toEqual([
      { start: NOV, label: '2026/11' },
      { start: Date.UTC(2026, 8, 30, 16), label: '2026/10' },
      { start: Date.UTC(2026, 7, 31, 16), label: '2026/09' },
    ]);
  });

  it('crosses the year and gives twelve months by default', () => {
    const options = monthOptions(Date.UTC(2027, 0, 15));
    expect(options).toHaveLength(12);
    expect(options.map((o) => o.label).slice(0, 3)).toEqual(['2027/01', '2026/12', '2026/11']);
    expect(options[11]?.label).toBe('2026/02');
  });
});
