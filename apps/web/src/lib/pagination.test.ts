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

describe('paging edges', () => {
  it('has one page for no records, a size of nothing, or numbers that are not', () => {
    expect(pageCount(-5, 50)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(10, -50)).toBe(1);
    expect(pageCount(Number.NaN, 50)).toBe(1);
    expect(pageCount(10, Number.NaN)).toBe(1);
    expect(pageCount(1, 50)).toBe(1);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('clamps fractional, negative and missing pages', () => {
    expect(clampPage(2.9, 500, 50)).toBe(2);
    expect(clampPage(-3, 500, 50)).toBe(1);
    expect(clampPage(Number.NaN, 500, 50)).toBe(1);
    expect(clampPage(3, 0, 50)).toBe(1);
    expect(clampPage(10, 500, 50)).toBe(10);
    expect(clampPage(11, 500, 50)).toBe(10);
  });

  it('takes each offered size from its text, and the default for anything else', () => {
    expect(toPageSize('50')).toBe(50);
    expect(toPageSize('100')).toBe(100);
    expect(toPageSize(undefined)).toBe(50);
    expect(toPageSize('')).toBe(50);
    expect(isPageSize(50)).toBe(true);
    expect(isPageSize(200)).toBe(true);
    expect(isPageSize(0)).toBe(false);
  });
});
