import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  readListState,
  toApplicantQuery,
  writeListState,
} from './applicant-list-params';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the applicant list state in the address', () => {
  it('defaults to everybody, newest first, page 1 of 50', () => {
    expect(read('')).toEqual({
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
    const query = 'search=ada&stage=INTERVIEW&status=Apply&sort=oldest&page=3&size=200';
    expect(writeListState(read(query)).toString()).toBe(query);
  });

  it('drops what the server would refuse', () => {
    expect(read('stage=MOON&status=Nope&sort=x&page=-2&size=7')).toEqual(read(''));
    expect(read('page=2.5').page).toBe(1);
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('sends blanks as absent and the page as pageIndex', () => {
    expect(toApplicantQuery(read('page=2&size=100'))).toEqual({
      sort: 'newest',
      pageIndex: 2,
      pageSize: 100,
    });
    expect(toApplicantQuery(read('search=ada&stage=BASE_INFO&status=Apply'))).toMatchObject({
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
