import { createHash, createHmac } from 'node:crypto';
import { DAY_MS, OPEN_AHEAD_MS, SLOT } from '@portal/contracts';
import { createEvents, type EventAttributes } from 'ics';
import { AppError } from '../../lib/app-error.js';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.js';
import type { ClassSlotsRepository } from './class-slots.repository.js';
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
      const [held, types] = await Promise.all([
        slots.held(row.userId, new Date(now - PAST_MS), new Date(now + OPEN_AHEAD_MS)),
        settings.classTypes(),
      ]);
      const host = new URL(publicUrl).hostname;
      const events: EventAttributes[] = held
        .filter((r) => r.status !== SLOT.EXPIRE)
        .map((r) => ({
          uid: `class-${r.id}@${host}`,
          start: r.startsAt.getTime(),
          end: r.teachingEndsAt.getTime(),
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
          title: `${types.find((t) => t.id === r.classTypeId)?.label ?? r.smartClassType}${
            r.studentCount > 0 ? ` (${r.studentCount})` : ''
          }`,
          status: 'CONFIRMED',
          url: `${publicUrl.replace(/\/$/, '')}/v2/booking`,
        }));
      const { error, value } = createEvents(events, { calName: 'Teacher Portal classes' });
      if (error || !value) throw error ?? new Error('calendar not made');
      return value;
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
