import {
  demoEnd,
  isUnmarked,
  publishRefusal,
  LIST_RANGE_MAX_MS,
  type AvailabilitySlot,
  type DemoTimesQuery,
  type PublishTimesRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { DemoSlotsRepository, OwnSlot } from './demo-slots.repository.js';

interface Deps {
  slots: DemoSlotsRepository;
  clock?: () => Date;
}

const asSlot = (slot: OwnSlot, now: Date): AvailabilitySlot => ({
  slotId: slot.slotId,
  courseType: slot.courseType,
  startTime: slot.startsAt.getTime(),
  endTime: slot.endsAt.getTime(),
  unmarked:
    slot.booking !== null &&
    isUnmarked({ status: slot.booking.status, endsAt: slot.endsAt.getTime() }, now.getTime()),
  booking: slot.booking,
});

/**
 * The interviewers' and mentors' side (decision 034): the times they publish, each of its
 * kind's length, and who booked them. The web expands a weekly pattern into times in the
 * member's own time zone, so a daylight-saving change never moves a published time.
 */
export function createAvailabilityService({ slots, clock }: Deps) {
  const now = clock ?? (() => new Date());

  async function listOwn(staffId: number, query: DemoTimesQuery): Promise<AvailabilitySlot[]> {
    const to = Math.min(query.endTime, query.startTime + LIST_RANGE_MAX_MS);
    const own = await slots.listOwn(staffId, { from: new Date(query.startTime), to: new Date(to) });
    return own.map((slot) => asSlot(slot, now()));
  }

  return {
    listOwn,

    /** Publishes every time or none: past, beyond five weeks, or overlapping ones refuse all. */
    async publish(staffId: number, request: PublishTimesRequest): Promise<AvailabilitySlot[]> {
      const at = now().getTime();
      const starts = [...new Set(request.startTimes)].sort((a, b) => a - b);
      const refusals = new Set(starts.map((start) => publishRefusal(start, at)));
      if (refusals.has('past')) throw new AppError('BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME');
      if (refusals.has('beyondWindow')) throw new AppError('BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT');
      const times = starts.map((start) => ({
        startsAt: new Date(start),
        endsAt: new Date(demoEnd(request.courseType, start)),
      }));
      const ids = await slots.publish(staffId, request.courseType, times, request.timeZone ?? null);
      if (!ids) throw new AppError('BIZ_TEACHER_SLOTS_ALREADY_OPENED');
      const first = starts[0] ?? at;
      const last = starts.at(-1) ?? at;
      const published = new Set(ids);
      const own = await slots.listOwn(staffId, { from: new Date(first), to: new Date(last + 1) });
      return own.filter((slot) => published.has(slot.slotId)).map((slot) => asSlot(slot, now()));
    },

    /** Takes back a time nobody booked. */
    async withdraw(staffId: number, slotId: number): Promise<AvailabilitySlot> {
      const own = await slots.find(staffId, slotId);
      if (!own) throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      const outcome = await slots.withdraw(staffId, slotId);
      if (outcome === 'missing') throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      if (outcome === 'booked') throw new AppError('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
      return asSlot(own, now());
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
