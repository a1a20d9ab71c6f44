import {
  classCarrots,
  completePayPolicy,
  lineKey,
  payLines,
  payMonthOf,
  payTotals,
  type FinishType,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyEvent, moneySetup } from '../../test/money-events.js';
import { moneySequence, type Played } from '../../test/money-sequence.js';
import { payWorld } from '../../test/pay-world.js';

/**
 * The money rules together, over time (issue 34, decision 052): random sequences of what
 * teachers, the student side, the clock, OPERATIONS and FINANCE do (open, book, teach with any
 * finish, correct, appeal, cancel at each tier, call a standby in, suspend, renew, generate and
 * release) across month ends, then every month released. Whatever happened: every released
 * month was paid, line by line, exactly what the rules give its final outcomes; every balance
 * is its ledger; no class released or refused to its teacher cost a no-show or a fine.
 */
const w = payWorld();
const play = moneySequence(w);
const EMPTY = { classes: [], peakSlotsOpened: 0, deductions: [], adjustments: [] };

async function checkPay(played: Played) {
  const { teacherIds } = played;
  const policy = completePayPolicy({});
  for (const month of played.months) {
    const range = { start: new Date(month), end: new Date(payMonthOf(month).end) };
    const [sources, paid] = await w
      .app()
      .services.uow.run(async (tx) =>
        Promise.all([
          tx.pay.sources.monthSources(range, teacherIds),
          tx.pay.corrections.paidLines(teacherIds, range.start),
        ]),
      );
    for (const teacherId of teacherIds) {
      const rules = payLines(sources.get(teacherId) ?? EMPTY, policy);
      const byKey = new Map<string, number>();
      for (const line of paid.get(teacherId) ?? [])
        byKey.set(lineKey(line), (byKey.get(lineKey(line)) ?? 0) + line.amountCents);
      const expected = new Map(rules.map((line) => [lineKey(line), line.amountCents]));
      // Nothing lost, nothing paid twice: each source paid what the rules give it now.
      for (const key of new Set([...byKey.keys(), ...expected.keys()]))
        expect([month, teacherId, key, byKey.get(key) ?? 0]).toEqual([
          month,
          teacherId,
          key,
          expected.get(key) ?? 0,
        ]);
      expect(rules.some((line) => line.issue)).toBe(false);
    }
  }
  const ids = `{${teacherIds.join(',')}}`;
  // Every month was released: nothing held, nothing left in a draft.
  expect(
    await w.rows(
      sql`select id from payslips where teacher_id = any(${ids}::bigint[]) and status = 'DRAFT'`,
    ),
  ).toEqual([]);
  // The released totals are their lines, and the rules' month totals summed.
  const [totals] = await w.rows<{ released: number; lines: number }>(
    sql`select (select coalesce(sum(total_cents), 0)::int from payslips
        where teacher_id = any(${ids}::bigint[])) as released,
      (select coalesce(sum(l.amount_cents), 0)::int from payslip_lines l
        join payslips p on p.id = l.payslip_id where p.teacher_id = any(${ids}::bigint[])) as lines`,
  );
  expect(totals?.released).toBe(totals?.lines);
  let rulesTotal = 0;
  for (const month of played.months) {
    const range = { start: new Date(month), end: new Date(payMonthOf(month).end) };
    const sources = await w
      .app()
      .services.uow.run((tx) => tx.pay.sources.monthSources(range, teacherIds));
    for (const teacherId of teacherIds)
      rulesTotal += payTotals(
        payLines(sources.get(teacherId) ?? EMPTY, completePayPolicy({})),
      ).totalCents;
  }
  expect(totals?.released).toBe(rulesTotal);
}

async function checkLedgers(played: Played) {
  const ids = `{${played.teacherIds.join(',')}}`;
  expect(
    await w.rows(
      sql`select b.user_id from carrot_balances b
        left join (select user_id, sum(amount) as amount, sum(owed) as owed from carrot_ledger group by user_id) l
          on l.user_id = b.user_id
        where b.balance <> coalesce(l.amount, 0) or b.owed <> coalesce(l.owed, 0)
          or b.balance < 0 or b.owed < 0`,
    ),
  ).toEqual([]);
  expect(
    await w.rows(
      sql`select b.user_id from cancellation_credit_balances b
        left join (select user_id, sum(amount) as amount from cancellation_credit_ledger group by user_id) l
          on l.user_id = b.user_id
        where b.balance <> coalesce(l.amount, 0) or b.balance < 0`,
    ),
  ).toEqual([]);
  // Each class holds the carrots its final finish type earns: pay and carrots from one table.
  const classes = await w.rows<{
    id: number;
    peak: boolean;
    peakCarrots: number;
    finishType: FinishType | null;
    net: number;
  }>(
    sql`select s.id::int as id, s.peak, s.peak_carrots as "peakCarrots",
        (select o.finish_type from class_outcomes o where o.slot_id = s.id order by o.id desc limit 1) as "finishType",
        (select coalesce(sum(l.amount - l.owed), 0)::int from carrot_ledger l where l.slot_id = s.id) as net
      from class_slots s where s.teacher_id = any(${ids}::bigint[])`,
  );
  for (const cls of classes)
    expect([cls.id, cls.net]).toEqual([
      cls.id,
      cls.finishType ? classCarrots(cls.finishType, cls) : 0,
    ]);
}

async function checkRefusals(played: Played) {
  const ids = `{${played.teacherIds.join(',')}}`;
  // A class released from its teacher never became a no-show, an outcome or a fine.
  expect(
    await w.rows(
      sql`select r.slot_id from class_releases r
        where r.teacher_id = any(${ids}::bigint[]) and (
          exists (select 1 from class_outcomes o where o.slot_id = r.slot_id)
          or exists (select 1 from leave_record_classes c where c.slot_id = r.slot_id))`,
    ),
  ).toEqual([]);
  // A class whose join was refused was never fined nor counted the teacher's no-show.
  for (const classId of played.refusedJoins) {
    const [row] = await w.rows<{ fined: number; finishType: string | null }>(
      sql`select (select coalesce(sum(d.amount_cents), 0)::int from pay_deductions d
            join leave_record_classes c on c.id = d.leave_class_id where c.slot_id = ${classId}) as fined,
          (select o.finish_type from class_outcomes o where o.slot_id = ${classId}
            order by o.id desc limit 1) as "finishType"`,
    );
    if (played.corrected.has(classId)) continue;
    expect([classId, row?.fined, row?.finishType]).not.toEqual([
      classId,
      expect.anything(),
      'TEACHER_NO_SHOW',
    ]);
    expect([classId, row?.fined]).toEqual([classId, 0]);
  }
  // A student no-show stands only with the teacher in the room at the start.
  for (const [classId, report] of played.reports) {
    if (report !== 'STUDENT_NO_SHOW' || played.corrected.has(classId)) continue;
    const [row] = await w.rows<{ early: boolean; finishType: string }>(
      sql`select coalesce(s.joined_at <= s.starts_at, false) as early,
          (select o.finish_type from class_outcomes o where o.slot_id = s.id order by o.id desc limit 1) as "finishType"
        from class_slots s where s.id = ${classId}`,
    );
    expect([classId, row?.finishType]).toEqual([
      classId,
      row?.early ? 'STUDENT_NO_SHOW' : 'TEACHER_NO_SHOW',
    ]);
  }
}

describe('the money rules over any sequence of events', () => {
  it('pay every released month exactly its final outcomes, keep the ledgers whole, never fine a refused class', async () => {
    await fc.assert(
      fc.asyncProperty(
        moneySetup,
        fc.array(moneyEvent, { minLength: 10, maxLength: 40 }),
        async (setup, events) => {
          const played = await play(setup, events);
          await checkPay(played);
          await checkLedgers(played);
          await checkRefusals(played);
        },
      ),
      { numRuns: 20, endOnFailure: true },
    );
    // Twenty sequences of up to 40 events through the real API and pay generation: longer than
    // the suite's 30 s default on a busy 2-core machine. A time-out here guards against a hang,
    // it measures nothing (speed is the bench's).
  }, 120_000);
});
