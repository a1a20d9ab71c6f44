import { createHash, createHmac } from 'node:crypto';
import { DAY_MS, OPEN_AHEAD_MS, SLOT } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import { calendarText, classEvent } from './class-event.js';
import type { ClassSlotsRepository, SlotRow } from './class-slots.repository.js';
import { studentViews } from './class-views.js';
import type { ClassSettingsRepository } from './class-settings.repository.js';

interface Deps {
  feeds: CalendarFeedsRepository;
  slots: ClassSlotsRepository;
  settings: ClassSettingsRepository;
  /** HKDF key of the 'calendar-feeds' purpose. */
  key: Buffer;
  /** The same purpose's keys of earlier secrets (SESSION_SECRET_PREVIOUS, decision 048). */
  previousKeys?: readonly Buffer[];
  publicUrl: string;
  clock?: () => Date;
}

const PAST_MS = 30 * DAY_MS;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A teacher's subscribable calendar (decision 039). The secret in the address is derived from
 * the teacher and the time of the last rotation (HMAC), so the page can show it again while
 * only its hash is stored; rotating makes a new one and the old stops at once. The address is
 * found by its hash alone, so a SESSION_SECRET rotation never stops it; the page shows it again
 * while one of the configured secrets reproduces it, else a new one (decision 048).
 */
export function createCalendarFeedService({
  feeds,
  slots,
  settings,
  key,
  previousKeys = [],
  publicUrl,
  clock = () => new Date(),
}: Deps) {
  const tokenOf = (userId: number, rotatedAt: Date, withKey = key) =>
    createHmac('sha256', withKey).update(`${userId}:${rotatedAt.getTime()}`).digest('base64url');
  /** The stored address's secret, made again by the first key that reproduces its hash. */
  const storedToken = (row: { userId: number; tokenHash: string; rotatedAt: Date }) =>
    [key, ...previousKeys]
      .map((withKey) => tokenOf(row.userId, row.rotatedAt, withKey))
      .find((token) => sha256(token) === row.tokenHash);
  /** The classes' events, each with its children and type label (one read of each). */
  async function eventsOf(rows: readonly SlotRow[]) {
    const [students, types] = await Promise.all([
      slots.studentsOf(rows.map((r) => r.id)),
      settings.classTypes(),
    ]);
    return rows.map((r) =>
      classEvent(
        {
          id: r.id,
          startsAt: r.startsAt.getTime(),
          endsAt: r.teachingEndsAt.getTime(),
          label: types.find((t) => t.id === r.classTypeId)?.label ?? r.smartClassType,
          topic: r.topic,
          lesson: r.lesson,
          students: studentViews(students.get(r.id) ?? []),
        },
        publicUrl,
      ),
    );
  }
  const urlOf = (token: string) => `${publicUrl.replace(/\/$/, '')}/t/tn/calendar/${token}.ics`;

  async function save(userId: number, rotatedAt: Date) {
    const tokenHash = sha256(tokenOf(userId, rotatedAt));
    await feeds.save(userId, tokenHash, rotatedAt);
    return { url: urlOf(tokenOf(userId, rotatedAt)), rotatedAt: rotatedAt.getTime() };
  }

  return {
    async feed(userId: number) {
      const row = await feeds.ofTeacher(userId);
      const token = row && storedToken(row);
      // No feed yet, or one made under a secret no longer configured: never show a dead address.
      if (!row || !token) return save(userId, clock());
      return { url: urlOf(token), rotatedAt: row.rotatedAt.getTime() };
    },

    rotate: (userId: number) => save(userId, clock()),

    /** The .ics text for a feed's secret; an unknown secret is "not found". */
    async calendar(tokenWithExtension: string): Promise<string> {
      const token = tokenWithExtension.replace(/\.ics$/, '');
      const row = await feeds.byTokenHash(sha256(token));
      if (!row) throw new AppError('NOT_FOUND');
      const now = clock().getTime();
      const held = await slots.held(
        row.userId,
        new Date(now - PAST_MS),
        new Date(now + OPEN_AHEAD_MS),
      );
      return calendarText(await eventsOf(held.filter((r) => r.status !== SLOT.EXPIRE)));
    },

    /**
     * One class as an .ics file (decision 067), only to its own teacher: another teacher's
     * class is "not found", never "not yours", as for Join.
     */
    async classFile(userId: number, classId: number): Promise<string> {
      const row = await slots.find(classId);
      if (!row || row.teacherId !== userId || row.status === SLOT.CANCELLED)
        throw new AppError('BIZ_TEACHER_COURSE_NOT_EXIST');
      return calendarText(await eventsOf([row]));
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
