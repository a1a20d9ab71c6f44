import { describe, expect, it } from 'vitest';
import { readAppealListState, toAppealQuery, writeAppealListState } from './appeal-list-params';

describe('the appeals queue’s address', () => {
  it('shows the waiting appeals by default', () => {
    expect(readAppealListState(new URLSearchParams(''))).toEqual({
      status: 'PENDING',
      page: 1,
      pageSize: 50,
    });
    expect(writeAppealListState({ status: 'PENDING', page: 1, pageSize: 50 }).toString()).toBe('');
  });

  it('reads a status, all of them, and paging; falls back on anything unknown', () => {
    expect(readAppealListState(new URLSearchParams('status=REJECTED&page=2&size=200'))).toEqual({
      status: 'REJECTED',
      page: 2,
      pageSize: 200,
    });
    expect(readAppealListState(new URLSearchParams('status=ALL')).status).toBe('ALL');
    expect(readAppealListState(new URLSearchParams('status=NOPE&page=0&size=3'))).toEqual({
      status: 'PENDING',
      page: 1,
      pageSize: 50,
    });
    expect(readAppealListState(new URLSearchParams('page=99999')).page).toBe(10_000);
  });

  it('writes what differs and reads back the same state', () => {
    const state = { status: 'ALL', page: 3, pageSize: 100 } as const;
    const params = writeAppealListState(state);
    expect(params.toString()).toBe('status=ALL&page=3&size=100');
    expect(readAppealListState(params)).toEqual(state);
  });

  it('asks for one status, or for all without one', () => {
    expect(toAppealQuery({ status: 'PENDING', page: 1, pageSize: 50 })).toEqual({
      status: 'PENDING',
      pageIndex: 1,
      pageSize: 50,
    });
    expect(toAppealQuery({ status: 'ALL', page: 2, pageSize: 100 })).toEqual({
      pageIndex: 2,
      pageSize: 100,
    });
  });
});
