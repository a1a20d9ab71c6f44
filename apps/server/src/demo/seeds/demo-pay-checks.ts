import { PAYSLIP, WEEK_MS, type PayslipStatus } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payAdjustments, staff, staffActions, users } from '../../db/schema/index.js';

/**
 * Last month's drafts FINANCE still have to check (issue 36, decision 060), so each anomaly
 * flag shows on the console's default month: nina.patel (no bank details) was held as a
 * PROBLEM the month before for the missing details, and last month taught its first week only
 * (a large change); olivia.brooks (no bank details either) owes the school an advance, her
 * payslip negative. Both are left DRAFT beside teacher@'s and james.carter's released ones.
 */
export interface PayCheckOutcome {
  status: PayslipStatus;
  problem?: string;
  /** Classes taught only before this many ms into the month (a short month). */
  taughtFor?: number;
}

const NINA = 'nina.patel@portal.demo';
const OLIVIA = 'olivia.brooks@portal.demo';
/** The negative payslip's adjustment, the one the issue met: -$30. */
const ADVANCE_CENTS = -3_000;
const ADVANCE_REASON = 'The teaching headset advanced before her first month, paid back.';

export async function payCheckTeachers(db: Db) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [NINA, OLIVIA]));
  return {
    nina: rows.find((row) => row.email === NINA)?.id,
    olivia: rows.find((row) => row.email === OLIVIA)?.id,
  };
}

/**
 * Who else is paid in the month `back` months before this one (1 is last month), with what
 * became of their payslip; olivia.brooks' advance is added as FINANCE add it.
 */
export async function payCheckOutcomes(
  db: Db,
  people: { nina?: number | undefined; olivia?: number | undefined },
  back: number,
  monthStart: number,
  at: Date,
): Promise<Map<number, PayCheckOutcome>> {
  const outcomes = new Map<number, PayCheckOutcome>();
  if (people.nina && back === 2)
    outcomes.set(people.nina, {
      status: PAYSLIP.PROBLEM,
      problem: 'We have no bank details to pay you into: please add them in your account.',
    });
  if (people.nina && back === 1)
    outcomes.set(people.nina, { status: PAYSLIP.DRAFT, taughtFor: WEEK_MS });
  if (people.olivia && back === 1) {
    await addAdvance(db, people.olivia, monthStart, at);
    outcomes.set(people.olivia, { status: PAYSLIP.DRAFT, taughtFor: 0 });
  }
  return outcomes;
}

/** olivia.brooks' repayment as FINANCE's adjustment writes it, with its audit row. */
async function addAdvance(db: Db, teacherId: number, monthStart: number, at: Date) {
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'finance@portal.demo'));
  if (!member) return;
  const [row] = await db
    .insert(payAdjustments)
    .values({
      teacherId,
      monthStart: new Date(monthStart),
      amountCents: ADVANCE_CENTS,
      reason: ADVANCE_REASON,
      createdBy: member.id,
      createdAt: at,
    })
    .returning({ id: payAdjustments.id });
  await db.insert(staffActions).values({
    staffId: member.id,
    action: 'addPayAdjustment',
    userId: teacherId,
    detail: { adjustmentId: row?.id ?? 0, amountCents: ADVANCE_CENTS, reason: ADVANCE_REASON },
    createdAt: at,
  });
}
