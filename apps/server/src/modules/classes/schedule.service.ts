import {
  beijingWeekStart,
  cancelRefusal,
  contractInForceAt,
  FIELD_MESSAGES,
  isUnitStart,
  mainClassCandidate,
  MINUTE_MS,
  openRefusal,
  SLOT,
  standbyRefusal,
  WEEK_MS,
  type ErrorCode,
  type StoredSlotStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { ClassSettingsRepository } from './class-settings.repository.js';
import type { ClassSlotsRepository, NewSlot } from './class-slots.repository.js';
import type { ClassWeekRepository } from './class-week.repository.js';
import { newSlotRow } from './new-slot-row.js';
import { refuseUnits } from './slot-errors.js';
import { createScheduleWeek } from './schedule-week.service.js';
import { createSlotOpening } from './slot-opening.service.js';

interface Deps {
  uow: Uow;
  slots: ClassSlotsRepository;
  /** The week grid's one prepared read. */
  week: ClassWeekRepository;
  settings: Pick<
    ClassSettingsRepository,
    'classType' | 'windows' | 'themes' | 'permissions' | 'contracts' | 'eslCertificate'
  >;
  supportEmail: string;
  /** What "now" is (class-services.ts gives the real time unless a test moves it). */
  clock: () => Date;
}

/**
 * The slot-opening screen's rules (decision 039): a week's units with the teacher's status at
 * each (schedule-week.service.ts), opening (all or nothing, slot-opening.service.ts), standby,
 * giving back, repeating a week.
 */
export function createScheduleService({ uow, slots, week, settings, supportEmail, clock }: Deps) {
  const opening = createSlotOpening({ slots, settings, supportEmail, clock });
  const { usableType, standbyType, requireCertificate, overlapRefusals, openUnits } = opening;
  const scheduleWeek = createScheduleWeek({ opening, week, settings, clock });

  return {
    usableType,
    units: scheduleWeek.units,

    /** Opens grid units (`batch`). */
    async openGrid(userId: number, courseType: string, startTimes: readonly number[]) {
      const type = await usableType(userId, courseType);
      if (type.classType !== 'GRID') throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      return { opened: await openUnits(userId, type, startTimes) };
    },

    /** Opens intentions of an unfixed type (`unfixed add`); workshops name a topic and lesson. */
    async openIntentions(
      userId: number,
      input: {
        smartClassType: string;
        startTimes: readonly number[];
        topic?: string;
        lesson?: string;
      },
    ) {
      const type = await usableType(userId, input.smartClassType);
      if (type.classType !== 'UNFIXED') throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      let extra: Partial<NewSlot> = {};
      if (type.needsTopic) {
        const themes = await settings.themes(type.courseType);
        const theme = themes.find((t) => t.topic === input.topic);
        if (!theme)
          throw new AppError('BIZ_PARAM_ERR', { fields: { topic: FIELD_MESSAGES.required } });
        if (!input.lesson || !theme.lessons.includes(input.lesson))
          throw new AppError('BIZ_PARAM_ERR', { fields: { lesson: FIELD_MESSAGES.required } });
        extra = { topic: theme.topic, lesson: input.lesson };
      }
      return { opened: await openUnits(userId, type, input.startTimes, extra) };
    },

    /** Holds standby at each start (within the next 24 hours, while seats last). */
    async holdStandby(userId: number, startTimes: readonly number[]) {
      const type = await standbyType();
      await requireCertificate(userId);
      const now = clock().getTime();
      const starts = [...new Set(startTimes)].sort((a, b) => a - b);
      const [windows, main, contracts, permissions] = await Promise.all([
        settings.windows(),
        settings.classType('MAIN'),
        settings.contracts(userId),
        settings.permissions(userId),
      ]);
      if (!mainClassCandidate(main, permissions))
        throw new AppError('BIZ_TEACHER_COURSE_NO_MAIN_CLASS_NOT_CANDIDATE');
      const refusals = new Map<number, ErrorCode>();
      for (const start of starts) {
        if (!isUnitStart(start, main?.time ?? type.time, windows))
          refusals.set(start, 'BIZ_TEACHER_COURSE_NOT_EXIST');
        else {
          const refusal =
            standbyRefusal(start, now) ??
            (contractInForceAt(contracts, start) ? undefined : 'BIZ_TEACHER_DATE_OUT_OF_CONTRACT');
          if (refusal) refusals.set(start, refusal);
        }
      }
      if (refusals.size > 0) refuseUnits(refusals, supportEmail);
      await uow.run(async (tx) => {
        for (const start of starts)
          if (!(await tx.classSlots.takeStandbySeat(new Date(start), type.capacity)))
            refuseUnits(new Map([[start, 'BIZ_TEACHER_STANDBY_BOOK_FULL']]), supportEmail);
        // A standby who takes a class over earns its peak carrots (decision 052): the row
        // carries them as an opened time would, from the standby's own contract.
        const basis = { teacherId: userId, type, windows, contracts };
        const rows = starts.map((start) => newSlotRow(basis, start, { capacity: 1 }));
        if (!(await tx.classSlots.insertAll('holdStandby', { by: 'teacher', userId }, rows)))
          refuseUnits(await overlapRefusals(userId, type, starts), supportEmail);
      });
      return { opened: starts };
    },

    /** Gives held times back: unbooked ones only, before they start; all or nothing. */
    async cancel(userId: number, startTimes: readonly number[], smartClassType?: string) {
      const now = clock();
      const starts = [...new Set(startTimes)].sort((a, b) => a - b);
      return uow.run(async (tx) => {
        for (const start of starts) {
          const row = await tx.classSlots.heldAt(userId, new Date(start));
          if (!row || (smartClassType && row.smartClassType !== smartClassType))
            throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
          const refusal = cancelRefusal(row.status as StoredSlotStatus, start, now.getTime());
          if (refusal) throw new AppError(refusal);
          const moved = await tx.classSlots.move(row.id, 'cancel', { by: 'teacher', userId }, now);
          // A student was booked in between: the same answer as if they had been first.
          if (!moved) throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
          if (row.status === SLOT.STANDBY_BOOKED)
            await tx.classSlots.releaseStandbySeat(row.startsAt);
        }
        return { cancelled: starts };
      });
    },

    /** Opens the opened pattern of a grid week in each of the next `weeks` weeks, as one call. */
    async cycle(
      userId: number,
      input: { courseType: string; weekStartTime: number; weeks: number },
    ) {
      const type = await usableType(userId, input.courseType);
      if (type.classType !== 'GRID') throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const now = clock().getTime();
      const weekStart = beijingWeekStart(input.weekStartTime);
      const held = await slots.held(userId, new Date(weekStart), new Date(weekStart + WEEK_MS));
      const pattern = held
        .filter(
          (r) => r.smartClassType === type.smartClassType && r.startsAt.getTime() >= weekStart,
        )
        .map((r) => r.startsAt.getTime() - weekStart);
      if (pattern.length === 0) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const targets: number[] = [];
      for (let week = 1; week <= input.weeks; week += 1)
        for (const offset of pattern) targets.push(weekStart + week * WEEK_MS + offset);
      // Weeks beyond the window are not offered yet; units held the same way already stay.
      const inWindow = targets.filter(
        (start) => openRefusal(start, now, true) !== 'BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT',
      );
      const last = Math.max(...inWindow, weekStart);
      const already = await slots.held(
        userId,
        new Date(weekStart + WEEK_MS),
        new Date(last + MINUTE_MS),
      );
      const todo = inWindow.filter(
        (start) =>
          !already.some(
            (r) => r.startsAt.getTime() === start && r.smartClassType === type.smartClassType,
          ),
      );
      if (todo.length === 0) return { opened: [] };
      return { opened: await openUnits(userId, type, todo) };
    },
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
