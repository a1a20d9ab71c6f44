import {
  blockMinutes,
  contractInForceAt,
  eslCertificateOnFile,
  isUnitStart,
  MINUTE_MS,
  openRefusal,
  type ClassTypeView,
  type ErrorCode,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { ClassSettingsRepository } from './class-settings.repository.js';
import type { ClassSlotsRepository, NewSlot, SlotRow } from './class-slots.repository.js';
import { newSlotRow, openingMove } from './new-slot-row.js';
import { refuseUnits } from './slot-errors.js';

export interface SlotOpeningDeps {
  slots: ClassSlotsRepository;
  settings: Pick<
    ClassSettingsRepository,
    'classType' | 'permissions' | 'windows' | 'contracts' | 'eslCertificate'
  >;
  supportEmail: string;
  /** What "now" is (class-services.ts gives the real time unless a test moves it). */
  clock: () => Date;
}

export const STANDBY = 'STANDBY';

const overlaps = (row: SlotRow, start: number, end: number) =>
  row.startsAt.getTime() < end && row.endsAt.getTime() > start;

/**
 * What every way of opening times shares (decision 039): the class type a teacher may use,
 * opening a type's units all or nothing, and the reason each refused unit gets.
 */
export function createSlotOpening({ slots, settings, supportEmail, clock }: SlotOpeningDeps) {
  /** A catalogue entry the teacher may use, or the spec's refusal. */
  async function usableType(userId: number, smartClassType: string): Promise<ClassTypeView> {
    const type = await settings.classType(smartClassType);
    if (!type || !type.active || type.classType === 'STANDBY')
      throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    if (type.permission && !(await settings.permissions(userId)).includes(type.permission))
      throw new AppError('BIZ_TEACHER_PERMISSION');
    return type;
  }

  /** Opening or holding a time needs the ESL certificate passed (decision 075). */
  async function requireCertificate(userId: number): Promise<void> {
    if (!eslCertificateOnFile(await settings.eslCertificate(userId)))
      throw new AppError('BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL');
  }

  async function standbyType(): Promise<ClassTypeView> {
    const type = await settings.classType(STANDBY);
    if (!type || !type.active) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
    return type;
  }

  /** Why each unit of a failed insert was refused: the same unit held, or another time in the way. */
  async function overlapRefusals(userId: number, type: ClassTypeView, starts: readonly number[]) {
    const first = starts[0] ?? 0;
    const last = (starts.at(-1) ?? 0) + blockMinutes(type.time) * MINUTE_MS;
    const held = await slots.held(userId, new Date(first), new Date(last));
    const refusals = new Map<number, ErrorCode>();
    for (const start of starts) {
      const end = start + blockMinutes(type.time) * MINUTE_MS;
      const same = held.find(
        (r) => r.startsAt.getTime() === start && r.smartClassType === type.smartClassType,
      );
      if (same) refusals.set(start, 'BIZ_TEACHER_SLOTS_ALREADY_OPENED');
      else if (held.some((r) => overlaps(r, start, end)))
        refusals.set(start, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    }
    // Two units of the same call overlapping each other (a 100-minute class every half hour).
    if (refusals.size === 0)
      for (const start of starts) refusals.set(start, 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE');
    return refusals;
  }

  /** Opens `starts` of a type: every one, or none with the reason for each refused unit. */
  async function openUnits(
    userId: number,
    type: ClassTypeView,
    requested: readonly number[],
    extra: Partial<NewSlot> = {},
  ): Promise<number[]> {
    await requireCertificate(userId);
    const now = clock().getTime();
    const starts = [...new Set(requested)].sort((a, b) => a - b);
    const [windows, contracts] = await Promise.all([
      settings.windows(),
      settings.contracts(userId),
    ]);
    const refusals = new Map<number, ErrorCode>();
    for (const start of starts) {
      if (!isUnitStart(start, type.time, windows))
        refusals.set(start, 'BIZ_TEACHER_COURSE_NOT_EXIST');
      else {
        const refusal =
          openRefusal(start, now, type.classType === 'GRID') ??
          (contractInForceAt(contracts, start) ? undefined : 'BIZ_TEACHER_DATE_OUT_OF_CONTRACT');
        if (refusal) refusals.set(start, refusal);
      }
    }
    if (refusals.size > 0) refuseUnits(refusals, supportEmail);
    const basis = { teacherId: userId, type, windows, contracts };
    const rows = starts.map((start) => newSlotRow(basis, start, extra));
    const inserted = await slots.insertAll(openingMove(type), { by: 'teacher', userId }, rows);
    if (!inserted) refuseUnits(await overlapRefusals(userId, type, starts), supportEmail);
    return starts;
  }

  return { usableType, standbyType, requireCertificate, overlapRefusals, openUnits };
}
export type SlotOpening = ReturnType<typeof createSlotOpening>;
