import { PAGE_INDEX_MAX, appealListQuery, payslipListRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { queryField, queryPage } from './query-field';

const { status, pageIndex, pageSize } = appealListQuery.shape;

describe('queryField', () => {
  it("gives what the contracts' schema takes, as the schema reads it", () => {
    expect(queryField(status, 'REJECTED')).toBe('REJECTED');
    expect(queryField(pageSize, '200')).toBe(200);
    expect(queryField(pageIndex, ' 7 ')).toBe(7);
  });

  it('gives undefined for what it refuses or leaves out', () => {
    expect(queryField(status, 'NOPE')).toBeUndefined();
    expect(queryField(pageSize, '75')).toBeUndefined();
    expect(queryField(pageSize, '')).toBeUndefined();
    expect(queryField(pageSize, null)).toBeUndefined();
  });

  it("gives the schema's own default when it has one", () => {
    expect(queryField(payslipListRequest.shape.pageIndex, undefined as never)).toBe(1);
  });
});

describe('queryPage', () => {
  it('keeps the pages the call serves', () => {
    expect(queryPage(pageIndex, '1')).toBe(1);
    expect(queryPage(pageIndex, String(PAGE_INDEX_MAX))).toBe(PAGE_INDEX_MAX);
  });

  it('reads a page past the last as the last, anything else refused as page 1', () => {
    expect(queryPage(pageIndex, String(PAGE_INDEX_MAX + 1))).toBe(PAGE_INDEX_MAX);
    expect(queryPage(pageIndex, '99999')).toBe(PAGE_INDEX_MAX);
    for (const raw of ['0', '-3', '2.5', 'abc', '', null])
      expect(queryPage(pageIndex, raw)).toBe(1);
  });
});
