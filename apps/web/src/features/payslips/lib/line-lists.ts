import { PAY_GROUPS, PAY_ITEMS, type PayGroup, type PayItem } from '@portal/contracts';

/**
 * The click-through lists behind a payslip's lines, one call each (decision 042): the main
 * classes (`detail/click`), the 1v4 non-main classes (`detail/click/nonMain`), the lines of one
 * other item (`nonMain/other/detail/click`), the corrections of earlier months
 * (`detail/click/correction`, decision 052) and the referral bonuses (`detail/click/referral`).
 */
export const LINE_LISTS = ['classes', 'nonMain', 'other', 'corrections', 'referral'] as const;
export type LineList = (typeof LINE_LISTS)[number];

/** The items the other-items list is asked for: neither a class nor a referral. */
export type OtherPayItem = Exclude<PayItem, 'MAIN_CLASS' | 'NON_MAIN_CLASS' | 'REFERRAL_BONUS'>;

/** The group each other item's lines fall in (contracts' payLines writes them so). */
const OTHER_ITEM_GROUPS: Record<OtherPayItem, PayGroup> = {
  PARTICIPATION_INCENTIVE: 'INCENTIVE',
  PEAK_INCENTIVE: 'INCENTIVE',
  STANDBY_BONUS: 'INCENTIVE',
  CANCELLATION_FINE: 'DEDUCTION',
  FINE_REVERSED: 'DEDUCTION',
  ADJUSTMENT: 'ADJUSTMENT',
};

/** In contracts' PAY_ITEMS order. */
export const OTHER_PAY_ITEMS = PAY_ITEMS.filter(
  (item): item is OtherPayItem => item in OTHER_ITEM_GROUPS,
);

export function isOtherPayItem(value: string): value is OtherPayItem {
  return (OTHER_PAY_ITEMS as readonly string[]).includes(value);
}

/**
 * The other items worth choosing on a payslip with these groups: those whose group has lines,
 * or every one when none has (the list then says it is empty).
 */
export function otherItemsOf(groups: readonly { customGroup: PayGroup }[]): OtherPayItem[] {
  const present = new Set(groups.map((group) => group.customGroup));
  const items = OTHER_PAY_ITEMS.filter((item) => present.has(OTHER_ITEM_GROUPS[item]));
  return items.length > 0 ? items : [...OTHER_PAY_ITEMS];
}

/** Where a group's lines are listed: the list, and for the other items the first item. */
export interface LineTarget {
  list: LineList;
  item: OtherPayItem | null;
}

/**
 * The list a group's row opens. Class lines of either class group are listed by kind (a
 * secondary position's main classes are main classes), so both class groups open the main
 * classes; the 1v4 list sits beside it.
 */
export function targetOfGroup(group: PayGroup): LineTarget {
  if (group === 'CLASS_PAYMENT' || group === 'SECONDARY_POSITION')
    return { list: 'classes', item: null };
  if (group === 'REFERRAL') return { list: 'referral', item: null };
  if (group === 'CORRECTION') return { list: 'corrections', item: null };
  const item = OTHER_PAY_ITEMS.find((other) => OTHER_ITEM_GROUPS[other] === group) ?? null;
  return { list: 'other', item };
}

/**
 * The lists offered on a payslip: every one but the corrections, which only a payslip that
 * carries corrections offers (or an address that asks for them: its list says it is empty).
 */
export function listsOf(groups: readonly { customGroup: PayGroup }[], open: LineList): LineList[] {
  const corrected = open === 'corrections' || groups.some((g) => g.customGroup === 'CORRECTION');
  return LINE_LISTS.filter((list) => list !== 'corrections' || corrected);
}

/** The groups in contracts' PAY_GROUPS order (the server's order, kept whatever arrives). */
export function orderedGroups<T extends { customGroup: PayGroup }>(groups: readonly T[]): T[] {
  return [...groups].sort(
    (a, b) => PAY_GROUPS.indexOf(a.customGroup) - PAY_GROUPS.indexOf(b.customGroup),
  );
}
