import {
  contractInForceAt,
  type ClassTypeView,
  type ContractSpan,
  type ErrorCode,
  type TeachingWindow,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import { newSlotRow } from '../classes/new-slot-row.js';
import { refuseUnits } from '../classes/slot-errors.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import type { RequestRow } from './fixed-requests.repository.js';
import { blockMsOf, collisionsOf } from './fixed-views.js';

/** A week of the period overlapped a held time: the unit of work is rolled back. */
export class WeeksCollided extends Error {
  constructor() {
    super('a week of the fixed period collides');
  }
}

export interface BookWeeks {
  period: PeriodRow;
  type: ClassTypeView;
  request: RequestRow;
  starts: readonly number[];
  windows: readonly TeachingWindow[];
  /** The teacher's signed contracts: a week is booked only on a day one holds (decision 052). */
  contracts: readonly (ContractSpan & { peakCarrots: number })[];
  supportEmail: string;
  now: Date;
}

/**
 * Books every week of a period for the request's students: the rows are opened and booked at
 * once (open and book in one insert, `fixed_period_id` naming the period), all of them or none.
 * The exclusion constraint decides overlaps; a short insert throws `WeeksCollided`.
 */
export async function bookWeeks(tx: Repositories, input: BookWeeks): Promise<void> {
  const { period, type, request, now } = input;
  const students = request.studentIds.length;
  if (students > type.capacity) throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
  // A week on a day no contract holds is refused, as an opening would be (decision 052).
  const outOfContract = new Map<number, ErrorCode>(
    input.starts
      .filter((start) => !contractInForceAt(input.contracts, start))
      .map((start) => [start, 'BIZ_TEACHER_DATE_OUT_OF_CONTRACT']),
  );
  if (outOfContract.size > 0) refuseUnits(outOfContract, input.supportEmail);
  const basis = {
    teacherId: period.teacherId,
    type,
    windows: input.windows,
    contracts: input.contracts,
  };
  const rows = input.starts.map((start) =>
    newSlotRow(basis, start, {
      studentCount: students,
      fixedPeriodId: period.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const inserted = await tx.classSlots.insertAll(
    'bookFixed',
    { by: 'teacher', userId: period.teacherId },
    rows,
  );
  if (!inserted) throw new WeeksCollided();
  await tx.classSlots.addStudents(
    inserted.flatMap((slot) =>
      request.studentIds.map((studentId) => ({
        slotId: slot.id,
        studentId,
        level: request.level,
        unit: request.unit,
        lesson: request.lesson,
        bookedAt: now,
      })),
    ),
  );
}

/**
 * The refusal of a booking that collided, read after its rollback: each week the teacher now
 * holds something else at, with the spec's "not available". A collision gone by then (the
 * other time given back meanwhile) refuses every week: the teacher may simply try again.
 */
export async function refuseCollided(
  repositories: Pick<Repositories, 'classSlots'>,
  input: { period: PeriodRow; type: ClassTypeView; starts: readonly number[] },
  supportEmail: string,
): Promise<never> {
  const { period, type, starts } = input;
  const block = blockMsOf(type);
  const first = starts[0] ?? 0;
  const last = (starts.at(-1) ?? 0) + block;
  const held = await repositories.classSlots.held(
    period.teacherId,
    new Date(first),
    new Date(last),
  );
  const collided = collisionsOf(starts, block, held, period.id);
  const code: ErrorCode = 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE';
  refuseUnits(
    new Map((collided.length > 0 ? collided : starts).map((start) => [start, code])),
    supportEmail,
  );
}
