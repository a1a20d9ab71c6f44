import {
  addBeijingMonths,
  beijingDayMinute,
  beijingWeekStart,
  completePayPolicy,
  contractInForceAt,
  DAY_MS,
  HOUR_MS,
  paydayOf,
  payMonthOf,
  PAYSLIP,
  SLOT,
  WEEK_MS,
  weekUnitStarts,
  type FinishType,
  type TeachingWindow,
} from '@portal/contracts';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  classOutcomes,
  classSlots,
  classTypes,
  payslips,
  staff,
  staffActions,
  teachingWindows,
  users,
} from '../../db/schema/index.js';
import { createSignedContractsRepository } from '../../modules/contract/signed-contracts.repository.js';
import { writeMonthDrafts } from '../../modules/pay/pay-generation.js';
import { CLOCK } from '../../status-moves/lifecycle-writer.js';
import { createPayRepositories } from '../../modules/pay/pay.repositories.js';
import type { DemoSeed } from '../demo-seeds.js';
import { writePlannedClasses, type PlannedClass } from './demo-class-rows.js';
import { payCheckOutcomes, payCheckTeachers, type PayCheckOutcome } from './demo-pay-checks.js';

type Outcome = PayCheckOutcome;

/**
 * What became of each of the three last months' payslips of teacher@, oldest first. After the
 * first was released, OPERATIONS corrected one of its classes (the teacher's connection was
 * the platform's fault after all): the third payslip carries the difference as a correction
 * (decision 052).
 */
const MONTHS: Outcome[] = [
  { status: PAYSLIP.PAID },
  {
    status: PAYSLIP.PROBLEM,
    problem: 'The bank returned the transfer: please check the account number in your profile.',
  },
  { status: PAYSLIP.OFFICIAL_CONFIRMED },
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
 * PROBLEM with FINANCE's message, and released waiting for the receipt. Each is written by
 * generation's own `writeMonthDrafts` at its time, then released (its month marked released).
 * A class of the first month is corrected after its release, so the next payslip released
 * (the second) carries it as a correction (decision 052). james.carter (paid by PayPal) taught
 * last month too, and that payslip is sent for payment: FINANCE can make it a batch and export
 * it. Last month also has two drafts to check, flagged (demo-pay-checks.ts, decision 060).
 * This month's payslips are left for FINANCE to generate in the console.
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
    const teacher = idOf('teacher@portal.demo');
    const james = idOf('james.carter@portal.demo');
    const checked = await payCheckTeachers(db);
    for (const [index, outcome] of MONTHS.entries()) {
      const start = addBeijingMonths(thisMonth, index - MONTHS.length);
      const month = { start, end: addBeijingMonths(start, 1) };
      // Each month as FINANCE work it: everyone's drafts generated, then released together.
      const outcomes = new Map<number, Outcome>();
      if (teacher) outcomes.set(teacher, outcome);
      // Sent for payment, paid by PayPal: last month has a payment batch to make (decision 042).
      if (james && index === MONTHS.length - 1)
        outcomes.set(james, { status: PAYSLIP.SUBMIT_FINANCIAL });
      // Drafts left for FINANCE to check, each anomaly flagged (decision 060).
      const back = MONTHS.length - index;
      const adjustedAt = new Date(releasedAt(month.end) - 2 * DAY_MS);
      for (const [id, checks] of await payCheckOutcomes(db, checked, back, start, adjustedAt))
        outcomes.set(id, checks);
      for (const [id, { taughtFor }] of outcomes)
        if (taughtFor !== 0)
          await teachMonth(
            db,
            id,
            { start, end: start + (taughtFor ?? month.end - start) },
            types,
            windows,
          );
      await writeMonth(db, month, outcomes);
      if (index === 0 && teacher) await correctAfterRelease(db, teacher, start);
    }
  },
};

/** Demo seeds queue no job: pay's repositories send one only to start a generation. */
const NO_JOBS = {
  send: () => Promise.reject(new Error('demo seeds queue no jobs')),
};

/** When a month's payslips are released: two days after it ends (never in the future). */
const releasedAt = (end: number) => Math.min(end + 2 * DAY_MS, Date.now() - 2 * HOUR_MS);

/**
 * The month's payslips as generation writes them (`writeMonthDrafts`, with the corrections of
 * earlier months they carry), released, then left as each teacher's `outcome` says; the month
 * is marked released as the console's release marks it.
 */
async function writeMonth(
  db: Db,
  { start, end }: { start: number; end: number },
  outcomes: ReadonlyMap<number, Outcome>,
) {
  const now = Date.now();
  const policy = completePayPolicy({});
  const pay = createPayRepositories(db, NO_JOBS);
  const month = { start: new Date(start), end: new Date(end) };
  const released = releasedAt(end);
  await writeMonthDrafts(
    { pay },
    {
      runId: null,
      // Drafts as the generation job writes them; what FINANCE did next is set below as history.
      mover: CLOCK,
      month,
      teacherIds: [...outcomes.keys()],
      policy,
      at: new Date(released - DAY_MS),
    },
  );
  const payday = paydayOf(start, policy.paydayBusinessDay);
  const submitted = Math.min(payday - DAY_MS, now - HOUR_MS);
  for (const [teacherId, outcome] of outcomes) {
    // A DRAFT stays as generation wrote it, for FINANCE to check and release.
    if (outcome.status === PAYSLIP.DRAFT) continue;
    await db
      .update(payslips)
      .set({
        status: outcome.status,
        releasedAt: new Date(released),
        problemMessage: outcome.problem ?? null,
        ...(outcome.status === PAYSLIP.PAID || outcome.status === PAYSLIP.SUBMIT_FINANCIAL
          ? { submittedAt: new Date(submitted) }
          : {}),
        ...(outcome.status === PAYSLIP.PAID ? { paidAt: new Date(payday) } : {}),
        updatedAt: new Date(released),
      })
      .where(
        and(
          eq(payslips.teacherId, teacherId),
          eq(payslips.monthStart, month.start),
          eq(payslips.status, PAYSLIP.DRAFT),
        ),
      );
  }
  await pay.corrections.closeMonth({
    monthStart: month.start,
    monthEnd: month.end,
    releasedAt: new Date(released),
    releasedBy: null,
    policy,
  });
}

/**
 * A class of a released month corrected by OPERATIONS a day after the release (the outcome
 * row and the audit row the console writes): its connection failure was the platform's, so
 * it is paid in full on a later payslip.
 */
async function correctAfterRelease(db: Db, teacherId: number, start: number) {
  const end = addBeijingMonths(start, 1);
  const [failed] = await db
    .select({ id: classSlots.id })
    .from(classSlots)
    .innerJoin(classOutcomes, eq(classOutcomes.slotId, classSlots.id))
    .where(
      and(
        eq(classSlots.teacherId, teacherId),
        gte(classSlots.startsAt, new Date(start)),
        lt(classSlots.startsAt, new Date(end)),
        eq(classOutcomes.finishType, 'TEACHER_IT_PROBLEM'),
      ),
    )
    .orderBy(classSlots.startsAt)
    .limit(1);
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'operations@portal.demo'));
  if (!failed || !member) return;
  const at = new Date(releasedAt(end) + DAY_MS);
  const reason = 'The platform logs show the classroom server failed, not the teacher.';
  await db.insert(classOutcomes).values({
    slotId: failed.id,
    finishType: 'SYSTEM_PROBLEM',
    recordedBy: 'STAFF',
    staffId: member.id,
    reason,
    createdAt: at,
  });
  await db.insert(staffActions).values({
    staffId: member.id,
    action: 'correctOutcome',
    userId: teacherId,
    detail: { classId: failed.id, finishType: 'SYSTEM_PROBLEM', reason },
    createdAt: at,
  });
}

/**
 * A teacher's classes of the month, at the times above, where the teacher is free, on days a
 * contract of theirs holds (decision 052: a time is opened only on such a day).
 */
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
  const contracts = await createSignedContractsRepository(db).of(teacherId);
  const planned: PlannedClass[] = [];
  for (let week = beijingWeekStart(month.start); week < month.end; week += WEEK_MS)
    for (const start of weekUnitStarts(week, 25, windows)) {
      const { isoDay, minute } = beijingDayMinute(start);
      const wanted = TIMES.some((t) => t.isoDay === isoDay && t.minute === minute);
      if (!wanted || start < month.start || start >= month.end || start > Date.now() - HOUR_MS)
        continue;
      if (busy.some((at) => Math.abs(at - start) < HOUR_MS)) continue;
      if (!contractInForceAt(contracts, start)) continue;
      const finishType = finishOf(planned.length);
      planned.push({
        teacherId,
        smartClassType: 'MAIN',
        startsAt: start,
        status: SLOT.FINISH,
        students: 2 + (planned.length % 3),
        finishType,
        joined: finishType !== 'TEACHER_IT_PROBLEM',
      });
    }
  await writePlannedClasses(db, planned, types, windows);
}
