import {
  blockMinutes,
  contractInForceAt,
  isPeakTime,
  MINUTE_MS,
  type ClassTypeView,
  type ContractSpan,
  type TeachingWindow,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import type { NewSlot, SlotCreation } from './class-slots.repository.js';

export interface SlotRowBasis {
  teacherId: number;
  type: ClassTypeView;
  windows: readonly TeachingWindow[];
  /** The teacher's signed contracts: a peak time carries the carrots of the one holding its day. */
  contracts: readonly (ContractSpan & { peakCarrots: number })[];
}

/**
 * The row of a time a teacher holds, however it comes (opened, taken as standby, booked as a
 * fixed week): its block and teaching end from the type, whether it is peak and the peak
 * carrots of the contract in force on its day (decision 052), a fresh room key. Its status is
 * the creating move's (`openingMove`, `holdStandby`, `bookFixed`).
 */
export function newSlotRow(
  basis: SlotRowBasis,
  start: number,
  extra: Partial<NewSlot> = {},
): NewSlot {
  const { type } = basis;
  const peak = isPeakTime(start, basis.windows);
  return {
    teacherId: basis.teacherId,
    classTypeId: type.id,
    courseType: type.courseType,
    smartClassType: type.smartClassType,
    startsAt: new Date(start),
    endsAt: new Date(start + blockMinutes(type.time) * MINUTE_MS),
    teachingEndsAt: new Date(start + type.time * MINUTE_MS),
    capacity: type.capacity,
    peak,
    peakCarrots: peak ? (contractInForceAt(basis.contracts, start)?.peakCarrots ?? 0) : 0,
    roomKey: randomBytes(12).toString('base64url'),
    ...extra,
  };
}

/** How a time of the type is opened: a grid time opens OPEN, another as an INTENTION. */
export function openingMove(type: Pick<ClassTypeView, 'classType'>): SlotCreation {
  return type.classType === 'GRID' ? 'open' : 'openIntention';
}
