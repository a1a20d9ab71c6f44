import { LABELLED_STATUSES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  STATUS_CODES,
  changeFilter,
  readListState,
  toApplicantQuery,
  writeListState,
} from './applicant-list-params';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the applicant list state in the address', () => {
  it('defaults to everybody, newest first, page 1 of 50', () => {
    expect(read('')).toEqual({
      queue: '',
      search: '',
      stage: '',
      status: '',
      sort: 'newest',
      page: 1,
      pageSize: 50,
    });
    expect(writeListState(read('')).toString()).toBe('');
  });

  it('round-trips every setting', () => {
    const query =
      'queue=waitingOnMe&search=ada&stage=INTERVIEW&status=Apply&sort=oldest&page=3&size=200';
    expect(writeListState(read(query)).toString()).toBe(query);
  });

  it('drops what the server would refuse', () => {
    expect(read('queue=all&stage=MOON&status=Nope&sort=x&page=-2&size=7')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('sends blanks as absent and the page as pageIndex', () => {
    expect(toApplicantQuery(read('page=2&size=100'))).toEqual({
      sort: 'newest',
      pageIndex: 2,
      pageSize: 100,
    });
    expect(
      toApplicantQuery(read('queue=waitingOnMe&search=ada&stage=BASE_INFO&status=Apply')),
    ).toMatchObject({
      queue: 'waitingOnMe',
      search: 'ada',
      stage: 'BASE_INFO',
      status: 'Apply',
    });
  });

  it('starts a new filter at page 1', () => {
    expect(changeFilter(read('page=4'), { stage: 'TRAINING' })).toMatchObject({
      page: 1,
      stage: 'TRAINING',
    });
  });
});

describe('the applicant list state: edges', () => {
  it('keeps pages from 1 to 10 000', () => {
    expect(read('page=1').page).toBe(1);
    expect(read('page=10000').page).toBe(10_000);
    expect(read('page=10001').page).toBe(10_000);
    expect(read('page=0').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('trims the search, and keeps sizes and sorts it knows', () => {
    expect(read('search=%20ada%20').search).toBe('ada');
    expect(read('size=100').pageSize).toBe(100);
    expect(read('sort=newest').sort).toBe('newest');
    expect(read('stage=TRAINING').stage).toBe('TRAINING');
    expect(read(`status=${STATUS_CODES[0]}`).status).toBe(STATUS_CODES[0]);
  });

  it('offers every labelled status, and only those', () => {
    expect(STATUS_CODES).toEqual(LABELLED_STATUSES);
  });

  it('writes only what differs from the defaults', () => {
    const state = read('');
    expect(writeListState({ ...state, page: 2 }).toString()).toBe('page=2');
    expect(writeListState({ ...state, sort: 'oldest' }).toString()).toBe('sort=oldest');
    expect(writeListState({ ...state, pageSize: 100 }).toString()).toBe('size=100');
    expect(writeListState({ ...state, search: 'x' }).toString()).toBe('search=x');
  });

  it('sends nothing but sort and paging for the plain list', () => {
    expect(toApplicantQuery(read(''))).toStrictEqual({
      sort: 'newest',
      pageIndex: 1,
      pageSize: 50,
    });
  });

  it('changes a filter without touching the state it started from', () => {
    const state = read('page=4&search=ada');
    const changed = changeFilter(state, { search: 'bob' });
    expect(changed).toEqual({ ...state, search: 'bob', page: 1 });
    expect(state.page).toBe(4);
    expect(changeFilter(state, { page: 9 } as never).page).toBe(1);
  });
});
