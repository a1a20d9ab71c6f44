import { FINISH_TYPES, type FinishType } from '@portal/contracts';
import fc from 'fast-check';

/**
 * The events of the money rules' property test (decision 052): what teachers, the student
 * side, the class clock, OPERATIONS and FINANCE do, in any order. A `pick` chooses among what
 * exists when the event runs (modulo their number); an event that finds nothing to act on, or
 * is refused, changes nothing: refusals are part of what is tried.
 */
export type MoneyEvent =
  | { kind: 'open'; teacher: number; days: number; unit: number }
  | { kind: 'book'; pick: number; students: number }
  | { kind: 'runNext'; join: 'early' | 'late' | 'none'; report: FinishType | null }
  | { kind: 'advance'; hours: number }
  | { kind: 'correct'; pick: number; finishType: FinishType }
  | { kind: 'appeal'; pick: number; accept: boolean }
  | { kind: 'freePass'; pick: number }
  | { kind: 'cancel'; pick: number; credit: boolean }
  | { kind: 'grant'; teacher: number }
  | { kind: 'spend'; teacher: number }
  | { kind: 'callIn'; pick: number; emergency: boolean }
  | { kind: 'suspend'; teacher: number }
  | { kind: 'restore'; teacher: number }
  | { kind: 'renew'; teacher: number }
  | { kind: 'payMonth' };

/** Two teachers who teach; a third only ever stands by. */
export const TEACHERS = 2;

const teacher = fc.integer({ min: 0, max: TEACHERS - 1 });
const pick = fc.nat({ max: 20 });

export const moneyEvent: fc.Arbitrary<MoneyEvent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      teacher,
      days: fc.integer({ min: 1, max: 24 }),
      unit: fc.nat({ max: 7 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      pick,
      students: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('runNext' as const),
      join: fc.oneof(
        { weight: 4, arbitrary: fc.constant('early' as const) },
        fc.constant('late' as const),
        fc.constant('none' as const),
      ),
      report: fc.option(fc.constantFrom(...FINISH_TYPES), { freq: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      hours: fc.integer({ min: 1, max: 240 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick,
      finishType: fc.constantFrom(...FINISH_TYPES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('appeal' as const), pick, accept: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('freePass' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, credit: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grant' as const), teacher }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('spend' as const), teacher }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('callIn' as const), pick, emergency: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('suspend' as const), teacher }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restore' as const), teacher }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('renew' as const), teacher }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'payMonth' as const }) },
);

/** What a run starts from: times each teacher opened over the next weeks, all of them booked. */
export interface MoneySetup {
  opened: { teacher: number; days: number; unit: number; students: number }[];
}

export const moneySetup: fc.Arbitrary<MoneySetup> = fc.record({
  opened: fc.array(
    fc.record({
      teacher,
      days: fc.integer({ min: 1, max: 30 }),
      unit: fc.nat({ max: 7 }),
      students: fc.integer({ min: 1, max: 4 }),
    }),
    { minLength: 4, maxLength: 12 },
  ),
});
