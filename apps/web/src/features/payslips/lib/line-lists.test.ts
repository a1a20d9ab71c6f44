import { PAY_GROUPS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  isOtherPayItem,
  listsOf,
  orderedGroups,
  OTHER_PAY_ITEMS,
  otherItemsOf,
  targetOfGroup,
} from './line-lists';

describe('the other items', () => {
  it('are every item but the classes and the referral bonus, in contracts order', () => {
    expect(OTHER_PAY_ITEMS).toEqual([
      'PARTICIPATION_INCENTIVE',
      'PEAK_INCENTIVE',
      'STANDBY_BONUS',
      'CANCELLATION_FINE',
      'FINE_REVERSED',
      'ADJUSTMENT',
    ]);
    expect(isOtherPayItem('ADJUSTMENT')).toBe(true);
    expect(isOtherPayItem('MAIN_CLASS')).toBe(false);
    expect(isOtherPayItem('REFERRAL_BONUS')).toBe(false);
  });

  it("offers the items of the payslip's groups only", () => {
    const groups = [
      { customGroup: 'CLASS_PAYMENT' as const },
      { customGroup: 'DEDUCTION' as const },
    ];
    expect(otherItemsOf(groups)).toEqual(['CANCELLATION_FINE', 'FINE_REVERSED']);
    expect(otherItemsOf([{ customGroup: 'ADJUSTMENT' }, { customGroup: 'INCENTIVE' }])).toEqual([
      'PARTICIPATION_INCENTIVE',
      'PEAK_INCENTIVE',
      'STANDBY_BONUS',
      'ADJUSTMENT',
    ]);
  });

  it('offers every item when the payslip has none of their groups', () => {
    expect(otherItemsOf([{ customGroup: 'CLASS_PAYMENT' }])).toEqual(OTHER_PAY_ITEMS);
    expect(otherItemsOf([])).toEqual(OTHER_PAY_ITEMS);
  });
});

describe("a group's click-through", () => {
  it('opens the classes for both class groups, the referrals for referrals', () => {
    expect(targetOfGroup('CLASS_PAYMENT')).toEqual({ list: 'classes', item: null });
    expect(targetOfGroup('SECONDARY_POSITION')).toEqual({ list: 'classes', item: null });
    expect(targetOfGroup('REFERRAL')).toEqual({ list: 'referral', item: null });
  });

  it('opens the corrections for the corrections group', () => {
    expect(targetOfGroup('CORRECTION')).toEqual({ list: 'corrections', item: null });
  });

  it("opens the other items at the group's first item", () => {
    expect(targetOfGroup('INCENTIVE')).toEqual({ list: 'other', item: 'PARTICIPATION_INCENTIVE' });
    expect(targetOfGroup('DEDUCTION')).toEqual({ list: 'other', item: 'CANCELLATION_FINE' });
    expect(targetOfGroup('ADJUSTMENT')).toEqual({ list: 'other', item: 'ADJUSTMENT' });
  });
});

describe('the lists offered', () => {
  it('offers the corrections only on a payslip that carries them', () => {
    expect(listsOf([{ customGroup: 'CLASS_PAYMENT' }], 'classes')).toEqual([
      'classes',
      'nonMain',
      'other',
      'referral',
    ]);
    expect(listsOf([{ customGroup: 'CORRECTION' }], 'classes')).toEqual([
      'classes',
      'nonMain',
      'other',
      'corrections',
      'referral',
    ]);
  });

  it('keeps the corrections when the address asks for them', () => {
    expect(listsOf([], 'corrections')).toContain('corrections');
    expect(listsOf([], 'referral')).not.toContain('corrections');
  });
});

describe('orderedGroups', () => {
  it('puts the groups in PAY_GROUPS order without changing the input', () => {
    const groups = [...PAY_GROUPS].reverse().map((customGroup, sumCents) => ({
      customGroup,
      sumCents,
    }));
    const ordered = orderedGroups(groups);
    expect(ordered.map((g) => g.customGroup)).toEqual(PAY_GROUPS);
    expect(groups[0]?.customGroup).toBe('REFERRAL');
    expect(ordered.map((g) => g.customGroup).slice(-2)).toEqual(['CORRECTION', 'REFERRAL']);
    expect(ordered[0]).toBe(groups[groups.length - 1]);
  });
});
