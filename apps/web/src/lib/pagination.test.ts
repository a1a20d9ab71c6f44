import { describe, expect, it } from 'vitest';
import {
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  clampPage,
  isPageSize,
  pageCount,
  toPageSize,
  totalRecordsText,
} from './pagination';

describe('table paging defaults', () => {
  it('defaults to 50 rows with 50, 100 and 200 on offer', () => {
    expect(TABLE_PAGE_SIZE).toBe(50);
    expect([...TABLE_PAGE_SIZE_OPTIONS]).toEqual([50, 100, 200]);
  });

  it('accepts only the offered sizes', () => {
    expect(isPageSize(100)).toBe(true);
    expect(isPageSize(10)).toBe(false);
    expect(toPageSize('200')).toBe(200);
    expect(toPageSize('75')).toBe(50);
    expect(toPageSize(null)).toBe(50);
  });
});

describe('pageCount and clampPage', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(401, 200)).toBe(3);
  });

  it('keeps the page inside the range', () => {
    expect(clampPage(5, 120, 50)).toBe(3);
    expect(clampPage(0, 120, 50)).toBe(1);
    expect(clampPage(2, 120, 50)).toBe(2);
  });
});

describe('totalRecordsText', () => {
  it('uses the catalogue text', () => {
    expect(totalRecordsText(0)).toBe('0 records in total');
    expect(totalRecordsText(1234)).toBe('1234 records in total');
  });
});
