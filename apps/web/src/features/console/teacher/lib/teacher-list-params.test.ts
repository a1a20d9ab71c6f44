import { describe, expect, it } from 'vitest';
import { readTeacherListState, toTeacherQuery, writeTeacherListState } from './teacher-list-params';

describe('the teacher list’s address', () => {
  it('reads search, state and paging, and falls back on anything unknown', () => {
    expect(
      readTeacherListState(new URLSearchParams('search=%20ann%20&state=DISABLED&page=3&size=100')),
    ).toEqual({ search: 'ann', state: 'DISABLED', page: 3, pageSize: 100 });
    expect(readTeacherListState(new URLSearchParams('state=GONE&page=-2&size=7'))).toEqual({
      search: '',
      state: '',
      page: 1,
      pageSize: 50,
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = { search: 'lee', state: 'ACTIVE', page: 2, pageSize: 200 } as const;
    const params = writeTeacherListState(state);
    expect(params.toString()).toBe('search=lee&state=ACTIVE&page=2&size=200');
    expect(readTeacherListState(params)).toEqual(state);
    expect(writeTeacherListState({ search: '', state: '', page: 1, pageSize: 50 }).toString()).toBe(
      '',
    );
  });

  it('asks the server without blanks', () => {
    expect(toTeacherQuery({ search: '', state: '', page: 1, pageSize: 50 })).toEqual({
      pageIndex: 1,
      pageSize: 50,
    });
    expect(toTeacherQuery({ search: 'x', state: 'DISABLED', page: 4, pageSize: 100 })).toEqual({
      search: 'x',
      state: 'DISABLED',
      pageIndex: 4,
      pageSize: 100,
    });
  });
});
