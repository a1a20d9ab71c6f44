import { describe, expect, it } from 'vitest';
import {
  BEIJING_OFFSET_MS,
  beijingDayOf,
  beijingDayStartOf,
  DAY_MS,
  HOUR_MS,
} from '../calendar/index.js';
import {
  classOutOfContract,
  contractInForce,
  contractInForceAt,
  contractNear,
  contractsLapsed,
  contractTerm,
  leavePeriodAt,
  leavePeriodNear,
  type ContractSpan,
} from './contract-in-force.js';

const beijing = (y: number, m: number, d: number, h = 0) =>
  Date.UTC(y, m - 1, d, h) - BEIJING_OFFSET_MS;
const contract = (id: number, effectiveOn: string, expiresOn: string, version = id) => ({
  id,
  version,
  effectiveOn,
  expiresOn,
});
const FIRST = contract(1, '2026-01-01', '2026-06-30');
/** Signed early: begins the day after the first ends. */
const RENEWAL = contract(2, '2026-07-01', '2026-12-31');

describe('the Beijing day of an instant', () => {
  it('turns at midnight in Beijing, not in UTC', () => {
    expect(beijingDayOf(beijing(2026, 7, 1, 0))).toBe('2026-07-01');
    expect(beijingDayOf(beijing(2026, 7, 1, 0) - 1)).toBe('2026-06-30');
    // 20:00 UTC on June 30th is already July 1st in Beijing.
    expect(beijingDayOf(Date.UTC(2026, 5, 30, 20))).toBe('2026-07-01');
    expect(beijingDayStartOf('2026-07-01')).toBe(beijing(2026, 7, 1));
  });
});

describe('the contract in force', () => {
  it('covers both ends of its dates, and nothing outside them', () => {
    const signed = [FIRST];
    expect(contractInForce(signed, '2026-01-01')).toBe(FIRST);
    expect(contractInForce(signed, '2026-06-30')).toBe(FIRST);
    expect(contractInForce(signed, '2025-12-31')).toBeNull();
    expect(contractInForce(signed, '2026-07-01')).toBeNull();
    expect(contractInForce([], '2026-03-01')).toBeNull();
  });

  it('is the renewal from its first day, and nothing in a gap between two', () => {
    expect(contractInForce([RENEWAL, FIRST], '2026-06-30')).toBe(FIRST);
    expect(contractInForce([RENEWAL, FIRST], '2026-07-01')).toBe(RENEWAL);
    const later = contract(3, '2027-02-01', '2027-07-31');
    expect(contractInForce([FIRST, RENEWAL, later], '2027-01-15')).toBeNull();
  });

  it('takes the one that began later where two overlap, then the later version', () => {
    const overlapping = contract(3, '2026-05-01', '2026-10-31');
    expect(contractInForce([FIRST, overlapping], '2026-05-01')).toBe(overlapping);
    expect(contractInForce([overlapping, FIRST], '2026-04-30')).toBe(FIRST);
    const sameDay = contract(4, '2026-01-01', '2026-06-30', 9);
    expect(contractInForce([sameDay, FIRST], '2026-02-01')).toBe(sameDay);
    expect(contractInForce([FIRST, sameDay], '2026-02-01')).toBe(sameDay);
  });

  it('reads an instant on its Beijing day', () => {
    expect(contractInForceAt([FIRST, RENEWAL], beijing(2026, 7, 1, 0) - 1)).toBe(FIRST);
    expect(contractInForceAt([FIRST, RENEWAL], beijing(2026, 7, 1, 0))).toBe(RENEWAL);
  });
});

describe('a lapsed account', () => {
  it('is one whose every contract ended before today; one still to begin keeps it open', () => {
    expect(contractsLapsed([FIRST], '2026-06-30')).toBe(false);
    expect(contractsLapsed([FIRST], '2026-07-01')).toBe(true);
    expect(contractsLapsed([FIRST, contract(3, '2026-09-01', '2027-02-28')], '2026-07-15')).toBe(
      false,
    );
    expect(contractsLapsed([], '2026-07-01')).toBe(false);
  });
});

describe('the leave period', () => {
  const six = 6;
  const YEAR = contract(1, '2026-01-15', '2027-01-14');

  it('counts six months from the contract in force, the last ending with the contract', () => {
    const first = leavePeriodAt([YEAR], beijing(2026, 3, 1, 12), six);
    expect(first).toEqual({
      contractId: 1,
      index: 0,
      key: '1:0',
      start: beijing(2026, 1, 15),
      end: beijing(2026, 7, 15),
    });
    const second = leavePeriodAt([YEAR], beijing(2027, 1, 14, 23), six);
    expect(second).toMatchObject({ index: 1, key: '1:1', start: beijing(2026, 7, 15) });
    expect(second?.end).toBe(beijing(2027, 1, 15));
    expect(leavePeriodAt([YEAR], beijing(2027, 1, 15), six)).toBeNull();
  });

  it("is not moved by a renewal that begins later: its classes count in the renewal's periods", () => {
    const renewal = contract(2, '2027-01-15', '2027-07-14');
    const before = leavePeriodAt([YEAR], beijing(2026, 12, 1), six);
    expect(leavePeriodAt([YEAR, renewal], beijing(2026, 12, 1), six)).toEqual(before);
    expect(leavePeriodAt([YEAR, renewal], beijing(2027, 2, 1), six)).toMatchObject({
      key: '2:0',
      start: beijing(2027, 1, 15),
    });
  });

  it('ends where a contract that began later takes over', () => {
    const early = contract(2, '2026-05-01', '2026-10-31');
    expect(leavePeriodAt([YEAR, early], beijing(2026, 3, 1), six)?.end).toBe(beijing(2026, 5, 1));
  });

  it('reads the nearest contract on a day between contracts', () => {
    const renewal = contract(2, '2027-03-01', '2027-08-31');
    const gap = beijing(2027, 2, 1);
    expect(contractNear([YEAR, renewal], gap)).toBe(YEAR);
    expect(leavePeriodNear([YEAR, renewal], gap, six)).toMatchObject({ key: '1:1' });
    expect(contractNear([renewal], gap)).toBe(renewal);
    expect(leavePeriodNear([renewal], gap, six)).toMatchObject({ key: '2:0' });
    expect(leavePeriodNear([], gap, six)).toBeNull();
    const span: ContractSpan = YEAR;
    expect(leavePeriodNear([span], beijing(2026, 3, 1), six)?.end).toBe(
      beijingDayStartOf('2026-07-15'),
    );
    expect(DAY_MS).toBe(24 * HOUR_MS);
  });
});

describe('a class out of contract', () => {
  const signed = [FIRST];
  it('stays while its day is covered', () => {
    expect(classOutOfContract(signed, beijing(2026, 6, 30, 20), beijing(2026, 6, 1))).toBe(false);
  });

  it('waits for a renewal while a contract runs, unless it starts within a day', () => {
    const july = beijing(2026, 7, 3, 19);
    expect(classOutOfContract(signed, july, beijing(2026, 6, 20))).toBe(false);
    expect(classOutOfContract(signed, july, july - DAY_MS + 1)).toBe(true);
    expect(classOutOfContract(signed, july, july - DAY_MS)).toBe(true);
  });

  it('goes once the last contract ended, and at once without any contract', () => {
    expect(classOutOfContract(signed, beijing(2026, 7, 20, 19), beijing(2026, 7, 1))).toBe(true);
    expect(classOutOfContract([], beijing(2026, 7, 20, 19), beijing(2026, 7, 1))).toBe(true);
    // A renewal signed for the class's day keeps it.
    expect(
      classOutOfContract([FIRST, RENEWAL], beijing(2026, 7, 20, 19), beijing(2026, 7, 1)),
    ).toBe(false);
  });
});

describe('contractTerm', () => {
  const contract = { effectiveOn: '2026-12-01', expiresOn: '2027-05-31' };

  it('reads a signed contract as still to begin, running on both its end days, or ended', () => {
    expect(contractTerm(contract, '2026-11-30')).toBe('NOT_STARTED');
    expect(contractTerm(contract, '2026-12-01')).toBe('RUNNING');
    expect(contractTerm(contract, '2027-05-31')).toBe('RUNNING');
    expect(contractTerm(contract, '2027-06-01')).toBe('ENDED');
  });

  it('agrees with the contract in force on every day around it', () => {
    for (const day of ['2026-11-30', '2026-12-01', '2027-02-14', '2027-05-31', '2027-06-01'])
      expect(contractTerm(contract, day) === 'RUNNING', day).toBe(
        contractInForce([{ id: 1, version: 1, ...contract }], day) !== null,
      );
  });
});
