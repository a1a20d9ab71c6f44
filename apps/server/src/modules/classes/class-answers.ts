import { MINUTE_MS } from '@portal/contracts';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { createAnswerCache } from '../../lib/answer-cache.js';

/** Answers kept per server: a week grid is about 2 kB compressed. */
const ANSWERS_KEPT = 20_000;

/**
 * The week grid and the schedule, the two reads a teacher repeats most, answered from a
 * cache while nothing they show has changed (decision 040). A key names what its answer
 * depends on: the teacher's version (their classes, students, outcomes, contract and
 * permissions), the shared parts (standby seats, the catalogue and windows) and the minute,
 * since units close as time passes; an answer is as of a moment in the current minute (the
 * writes still check at the exact time).
 */
export function createClassAnswers(changes: ChangeFeed, clock: () => Date) {
  const answers = createAnswerCache(ANSWERS_KEPT);
  const minute = () => Math.floor(clock().getTime() / MINUTE_MS);
  return {
    send: answers.send,
    gridKey: (userId: number, smartClassType: string, weekStartTime: number) =>
      [
        'grid',
        userId,
        changes.user(userId),
        changes.shared('standby'),
        changes.shared('catalogue'),
        minute(),
        smartClassType,
        weekStartTime,
      ].join('|'),
    scheduleKey: (userId: number, weekStartTime: number) =>
      [
        'schedule',
        userId,
        changes.user(userId),
        changes.shared('catalogue'),
        minute(),
        weekStartTime,
      ].join('|'),
  };
}
export type ClassAnswers = ReturnType<typeof createClassAnswers>;
