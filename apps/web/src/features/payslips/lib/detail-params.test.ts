import { describe, expect, it } from 'vitest';
import { payslipIdOf, readDetailState, slicePage, writeDetailState } from './detail-params';

describe("a payslip's address", () => {
  it('opens the main classes, page 1 of 50, by default', () => {
    const state = readDetailState(new URLSearchParams());
    expect(state).toEqual({ list: 'classes', item: null, page: 1, pageSize: 50 });
    expect(writeDetailState(state).toString()).toBe('');
  });

  it('keeps the other-items list with its item, page and size there and back', () => {
    const state = {
      list: 'other' as const,
      item: 'PEAK_INCENTIVE' as const,
      page: 2,
      pageSize: 200 as const,
    };
    const params = writeDetailState(state);
    expect(params.toString()).toBe('list=other&item=PEAK_INCENTIVE&page=2&size=200');
    expect(readDetailState(params)).toEqual(state);
  });

  it('names the item only for the other-items list', () => {
    const params = writeDetailState({
      list: 'nonMain',
      item: 'ADJUSTMENT',
      page: 1,
      pageSize: 50,
    });
    expect(params.toString()).toBe('list=nonMain');
  });

  it('ignores unknown lists, class items and referral bonuses as the item, and bad pages', () => {
    expect(readDetailState(new URLSearchParams('list=secret&item=MAIN_CLASS&page=-1'))).toEqual({
      list: 'classes',
      item: null,
      page: 1,
      pageSize: 50,
    });
    expect(readDetailState(new URLSearchParams('list=other&item=REFERRAL_BONUS')).item).toBeNull();
    expect(readDetailState(new URLSearchParams('list=referral')).list).toBe('referral');
  });

  it('keeps the corrections list there and back, without an item', () => {
    const state = { list: 'corrections' as const, item: null, page: 1, pageSize: 50 as const };
    const params = writeDetailState({ ...state, item: 'ADJUSTMENT' });
    expect(params.toString()).toBe('list=corrections');
    expect(readDetailState(params)).toEqual(state);
  });
});

describe('payslipIdOf', () => {
  it("reads the route's id, and nothing that is not a positive whole number", () => {
    expect(payslipIdOf('42')).toBe(42);
    expect(payslipIdOf('0')).toBeNull();
    expect(payslipIdOf('4x')).toBeNull();
    expect(payslipIdOf(undefined)).toBeNull();
    expect(payslipIdOf('-3')).toBeNull();
    expect(payslipIdOf('2.5')).toBeNull();
    expect(payslipIdOf(' ')).toBeNull();
  });
});

describe('slicePage', () => {
  const rows = Array.from({ length: 120 }, (_, i) => i);

  it('gives the rows of a 1-based page', () => {
    expect(slicePage(rows, 1, 50)).toEqual(rows.slice(0, 50));
    expect(slicePage(rows, 3, 50)).toEqual(rows.slice(100, 120));
    expect(slicePage(rows, 2, 100)).toHaveLength(20);
  });

  it('gives nothing past the end, and page 1 for a page below 1', () => {
    expect(slicePage(rows, 4, 50)).toEqual([]);
    expect(slicePage(rows, 0, 50)).toEqual(rows.slice(0, 50));
  });
});
