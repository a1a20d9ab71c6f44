import {
  addBeijingMonths,
  beijingDayMinute,
  beijingWeekStart,
  completePayPolicy,
  DAY_MS,
  HOUR_MS,
  payLines,
  payMonthOf,
  payTotals,
  paydayOf,
  weekUnitStarts,
  WEEK_MS,
  type FinishType,
  type PayslipStatus,
  type TeachingWindow,
} from '@portal/contracts';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { classSlots, classTypes, payslips, teachingWindows, users } from '../../db/schema/index.js';
import { createPaySourcesRepository } from '../../modules/pay/pay-sources.repository.js';
import { createPayslipWritesRepository } from '../../modules/pay/payslip-writes.repository.js';
import type { DemoSeed } from '../demo-seeds.js';
import { writePlannedClasses, type PlannedClass } from './demo-class-rows.js';

interface Outcome {
  status: PayslipStatus;
  problem?: string;
}

/** What became of each of the three last months' payslips of teacher@, oldest first. */
const MONTHS: Outcome[] = [
  { status: 'PAID' },
  {
    status: 'PROBLEM',
    problem: 'The bank returned the transfer: please check the account number in your profile.',
  },
  { status: 'OFFICIAL_CONFIRMED' },
];

/** Tuesday and Thursday evenings at peak time, and Saturday mornings. */
const TIMES = [
  { isoDay: 2, minute: 19 * 60 },
  { isoDay: 2, minute: 19 * 60 + 30 },
  { isoDay: 4, minute: 19 * 60 },
  { isoDay: 4, minute: 19 * 60 + 30 },
  { isoDay: 6, minute: 10 * 60 },
];
/** Every so many classes a different ending, so the detail shows what each pays. */
const finishOf = (n: number): FinishType =>
  n % 11 === 5 ? 'STUDENT_NO_SHOW' : n % 11 === 9 ? 'TEACHER_IT_PROBLEM' : 'AS_SCHEDULED';

/**
 * Payslips on first start (decision 042): teacher@ taught the three months before this one
 * (under the contract that began before them), and their payslips are PAID, held as a
 * PROBLEM with FINANCE's message, and released waiting for the receipt. Each is what
 * generation writes: the sources read by pay's reader, the lines by contracts' `payLines`.
 * james.carter (paid by PayPal) taught last month too, and that payslip is sent for payment:
 * FINANCE can make it a batch and export it. This month's payslips are left for FINANCE to
 * generate in the console.
 */
export const demoPayslips: DemoSeed = {
  id: '2026-11-payslips',
  async run(db) {
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['teacher@portal.demo', 'james.carter@portal.demo']));
    const idOf = (email: string) => people.find((p) => p.email === email)?.id;
    const types = await db.select().from(classTypes);
    const windows = (await db.select().from(teachingWindows)) as TeachingWindow[];
    const thisMonth = payMonthOf(Date.now()).start;
    const teach = async (teacherId: number, start: number, outcome: Outcome) => {
      const end = addBeijingMonths(start, 1);
      await teachMonth(db, teacherId, { start, end }, types, windows);
      await writePayslip(db, teacherId, { start, end }, outcome);
    };
    const teacher = idOf('teacher@portal.demo');
    if (teacher)
      for (const [index, outcome] of MONTHS.entries())
        await teach(teacher, addBeijingMonths(thisMonth, index - MONTHS.length), outcome);
    // Sent for payment, paid by PayPal: last month has a payment batch to make (decision 042).
    const james = idOf('james.carter@portal.demo');
    if (james) await teach(james, addBeijingMonths(thisMonth, -1), { status: 'SUBMIT_FINANCIAL' });
  },
};

/** The payslip generation would write from the month's sources, left as `outcome` says. */
async function writePayslip(
  db: Db,
  teacherId: number,
  { start, end }: { start: number; end: number },
  outcome: Outcome,
) {
  const now = Date.now();
  const policy = completePayPolicy({});
  const month = { start: new Date(start), end: new Date(end) };
  const sources = await createPaySourcesRepository(db).monthSources(month, [teacherId]);
  const input = sources.get(teacherId);
  if (!input) return;
  const lines = payLines(input, policy);
  const released = Math.min(end + 2 * DAY_MS, now - HOUR_MS);
  const payday = paydayOf(start, policy.paydayBusinessDay);
  const submitted = Math.min(payday - DAY_MS, now - HOUR_MS);
  const [row] = await db
    .insert(payslips)
    .values({
      teacherId,
      monthStart: month.start,
      status: outcome.status,
      totalCents: payTotals(lines).totalCents,
      generatedAt: new Date(released - DAY_MS),
      releasedAt: new Date(released),
      problemMessage: outcome.problem ?? null,
      ...(outcome.status === 'PAID' || outcome.status === 'SUBMIT_FINANCIAL'
        ? { submittedAt: new Date(submitted) }
        : {}),
      ...(outcome.status === 'PAID' ? { paidAt: new Date(payday) } : {}),
      updatedAt: new Date(released),
    })
    .returning({ id: payslips.id });
  if (row) await createPayslipWritesRepository(db).insertLines([{ payslipId: row.id, lines }]);
}

/** A teacher's classes of the month, at the times above, where the teacher is free. */
async function teachMonth(
  db: Db,
  teacherId: number,
  month: { start: number; end: number },
  types: (typeof classTypes.$inferSelect)[],
  windows: TeachingWindow[],
) {
  const held = await db
    .select({ startsAt: classSlots.startsAt })
    .from(classSlots)
    .where(
      and(
        eq(classSlots.teacherId, teacherId),
        gte(classSlots.startsAt, new Date(month.start - HOUR_MS)),
        lt(classSlots.startsAt, new Date(month.end + HOUR_MS)),
      ),
    );
  const busy = held.map((row) => row.startsAt.getTime());
  const planned: PlannedClass[] = [];
  for (let week = beijingWeekStart(month.start); week < month.end; week += WEEK_MS)
    for (const start of weekUnitStarts(week, 25, windows)) {
      const { isoDay, minute } = beijingDayMinute(start);
      const wanted = TIMES.some((t) => t.isoDay === isoDay && t.minute === minute);
      if (!wanted || start < month.start || start >= month.end || start > Date.now() - HOUR_MS)
        continue;
      if (busy.some((at) => Math.abs(at - start) < HOUR_MS)) continue;
      const finishType = finishOf(planned.length);
      planned.push({
        teacherId,
        smartClassType: 'MAIN',
        startsAt: start,
        status: 'FINISH',
        students: 2 + (planned.length % 3),
        finishType,
        joined: finishType !== 'TEACHER_IT_PROBLEM',
      });
    }
  await writePlannedClasses(db, planned, types, windows);
}
