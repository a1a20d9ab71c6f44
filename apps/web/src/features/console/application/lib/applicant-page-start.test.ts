import { describe, expect, it } from 'vitest';
import { applicantPageStart } from './applicant-page-start';

describe('where a page of the applicant list starts', () => {
  it('reads the first page from the top, whatever came before', () => {
    expect(applicantPageStart(1, undefined)).toEqual({});
    expect(applicantPageStart(1, { next: '1700000000000000.7' })).toEqual({});
  });

  it('starts after the previous page when it is at hand', () => {
    expect(applicantPageStart(2, { next: '1700000000000000.7' })).toEqual({
      after: '1700000000000000.7',
    });
  });

  it('counts from the top when the previous page is not at hand or was the last', () => {
    expect(applicantPageStart(5, undefined)).toEqual({ pageIndex: 5 });
    expect(applicantPageStart(3, {})).toEqual({ pageIndex: 3 });
  });
});
