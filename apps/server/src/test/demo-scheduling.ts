import {
  DAY_MS,
  ERROR_CATALOGUE,
  type DemoCourseType,
  type ErrorCode,
  DEMO_COURSE,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { asTeacher } from './accounts-client.js';
import { teacherSession } from './sessions-for-tests.js';

/** The tests' short names for the shared durations (contracts' calendar/durations.ts). */
export { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE } from '@portal/contracts';

/**
 * A signed-in applicant placed at a stage and status. The moves that lead there are tested
 * where they are made (the resume review; the demos' results); here the place is the premise.
 */
export async function applicantAt(app: FastifyInstance, stage: string, status: string) {
  const session = await teacherSession(app);
  await app.database.db.execute(
    sql`update users set stage = ${stage}, status = ${status} where id = ${session.userId}`,
  );
  return session;
}

export async function placeOf(app: FastifyInstance, userId: number) {
  const result = (await app.database.db.execute(
    sql`select stage, status from users where id = ${userId}`,
  )) as unknown as { rows: { stage: string; status: string }[] };
  return result.rows[0];
}

/** The applicant stands at this stage and status. */
export async function expectPlace(
  app: FastifyInstance,
  userId: number,
  stage: string,
  status: string,
) {
  expect(await placeOf(app, userId)).toEqual({ stage, status });
}

/** The answer is the catalogue's refusal: its code and its status. */
export function expectRefused(res: LightMyRequestResponse, code: ErrorCode) {
  expect(res.json().code, res.body).toBe(code);
  expect(res.statusCode).toBe(ERROR_CATALOGUE[code].status);
}

/** The answer is a success (the body shows when it is not). */
export function expectOk(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A fresh day for each test of a file: its times never collide with another test's. `next()`
 * puts the clock back at `start` and answers the next day's start.
 */
export function dayByDay(clock: { set(at: number): void }, start: number) {
  let day = 0;
  return {
    next() {
      clock.set(start);
      day += 1;
      return start + day * DAY_MS;
    },
  };
}

/** The console's publishing call, as an interviewer. */
export const publishTimes = (
  app: FastifyInstance,
  staffToken: string,
  courseType: DemoCourseType,
  startTimes: number[],
) =>
  app.inject({
    method: 'POST',
    url: '/ops/availability',
    headers: { 'x-auth-token': staffToken },
    payload: { courseType, startTimes },
  });

export const bookTime = (
  app: FastifyInstance,
  token: string,
  courseType: DemoCourseType,
  startTime: number,
  timeZone?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/t/tc/apply/book',
    headers: asTeacher(token),
    payload: { courseType, startTime, ...(timeZone ? { timeZone } : {}) },
  });

export const cancelBooking = (app: FastifyInstance, token: string, st: number, tp: 5 | 11) =>
  app.inject({
    method: 'POST',
    url: '/t/tc/apply/cancel',
    headers: asTeacher(token),
    payload: { st, tp },
  });

export const asApplicant = (app: FastifyInstance, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: asTeacher(token) });

/** A console call as a staff member. */
export const asStaff = (app: FastifyInstance, token: string, url: string, payload?: object) =>
  app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { 'x-auth-token': token },
    ...(payload ? { payload } : {}),
  });

/**
 * A session booked for the test: the member publishes the time, the applicant books it. The
 * answer is the booking's id, as the applicant's status reads it.
 */
export async function bookedSession(
  app: FastifyInstance,
  staffToken: string,
  applicant: { token: string },
  courseType: DemoCourseType,
  startTime: number,
): Promise<number> {
  expectOk(await publishTimes(app, staffToken, courseType, [startTime]));
  expectOk(await bookTime(app, applicant.token, courseType, startTime));
  const status = courseType === DEMO_COURSE.INTERVIEW ? 'interview' : 'training';
  const res = await asApplicant(app, applicant.token, `/t/tc/apply/${status}/status`);
  return (res.json().data as { booking: { bookingId: number } }).booking.bookingId;
}

/** A result's body with every default criterion scored `score`. */
export function resultBody(
  result: 1 | 2 | 3,
  criteria: readonly string[],
  feedback = 'Warm and clear; more gestures next time.',
  score = 4,
) {
  return { result, scores: criteria.map((criterion) => ({ criterion, score })), feedback };
}

/** Change time (decision 068): the booked session to another start. */
export const moveBooking = (
  app: FastifyInstance,
  token: string,
  bookingId: number,
  startTime: number,
  timeZone?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/t/tc/apply/move',
    headers: asTeacher(token),
    payload: { bookingId, startTime, ...(timeZone ? { timeZone } : {}) },
  });
