import { AppError } from '../../lib/app-error.js';
import { isRoomOpen } from '@portal/contracts';

/**
 * A session's meeting room (decision 035): a room under the configured base whose name ends
 * in the booking's random key, so nobody finds it by guessing. Jitsi Meet makes a room on
 * first entry, with no account.
 */
export function meetingRoomUrl(baseUrl: string, roomKey: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}TeacherPortal-${roomKey}`;
}

/** The room's link, served only from 10 minutes before the start to the end. */
export function openRoomUrl(
  baseUrl: string,
  session: { roomKey: string; startsAt: Date; endsAt: Date },
  now: Date,
): string {
  const window = { startsAt: session.startsAt.getTime(), endsAt: session.endsAt.getTime() };
  if (!isRoomOpen(window, now.getTime())) throw new AppError('BIZ_ROOM_NOT_OPEN');
  return meetingRoomUrl(baseUrl, session.roomKey);
}
