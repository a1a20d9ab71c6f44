import { DEMO_COURSE } from '@portal/contracts';
import { expect } from 'vitest';
import { bookTime, cancelBooking, moveBooking, publishTimes } from '../test/demo-scheduling.js';
import { staffSession } from '../test/sessions-for-tests.js';
import { as, data, type OwnershipContext as Context, type Teacher } from './ownership-support.js';

export type { Teacher } from './ownership-support.js';

/**
 * The ownership suite's cases for the demos' teacher routes (ownership.test.ts): the second
 * teacher sees none of the owner's booking, times named by nobody, no room.
 */
export function demoOwnershipCases({ app, owner, other }: Context) {
  /** The owner's live interview: published by an interviewer and booked once, on first use. */
  let ownerBooking: Promise<number> | undefined;
  function bookedInterview(): Promise<number> {
    ownerBooking ??= (async () => {
      const interviewer = await staffSession(app(), ['INTERVIEWER']);
      const start = Math.ceil((Date.now() + 2 * 24 * 3_600_000) / 60_000) * 60_000;
      const free = start + 3_600_000;
      expect(
        (await publishTimes(app(), interviewer, DEMO_COURSE.INTERVIEW, [start, free])).statusCode,
      ).toBe(200);
      expect((await bookTime(app(), owner().token, DEMO_COURSE.INTERVIEW, start)).statusCode).toBe(
        200,
      );
      return start;
    })();
    return ownerBooking;
  }

  const demoState = async (teacher: Teacher, url: string) => {
    const res = await app().inject({ url, headers: as(teacher) });
    expect(res.statusCode).toBe(200);
    return data(res);
  };

  return {
    async getInterviewStatus() {
      const start = await bookedInterview();
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        courseStartTime: start,
      });
      expect(await demoState(other(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_BEFORE',
        courseStartTime: null,
        booking: null,
      });
    },

    async listInterviewTimes() {
      // Times carry counts only: the owner's booked time is gone from the list, and nobody named.
      const start = await bookedInterview();
      const url = `/t/tc/apply/interview/course/list?startTime=${start - 1}&endTime=${start + 86_400_000}`;
      const res = await app().inject({ url, headers: as(other()) });
      expect(res.json().data).toEqual([
        expect.objectContaining({ startTime: start + 3_600_000, available: 1 }),
      ]);
      expect(res.body).not.toContain(owner().email);
    },

    async getTrainingStatus() {
      await bookedInterview();
      expect(await demoState(other(), '/t/tc/apply/training/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_BEFORE',
        booking: null,
      });
    },

    async listTrainingTimes() {
      const res = await app().inject({
        url: `/t/tc/apply/training/course/list?startTime=0&endTime=${Date.now() + 86_400_000}`,
        headers: as(other()),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(owner().email);
    },

    async bookDemoTime() {
      // The owner's booked time, asked for by the second teacher: refused, the booking stays.
      const start = await bookedInterview();
      const res = await bookTime(app(), other().token, DEMO_COURSE.INTERVIEW, start);
      expect(res.json().code).not.toBe('OK');
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_SUCCESS',
        courseStartTime: start,
      });
    },

    async moveDemoBooking() {
      // The owner's booking, moved by the second teacher to the free time: refused, it stays.
      const start = await bookedInterview();
      const { booking } = await demoState(owner(), '/t/tc/apply/interview/status');
      const { bookingId } = booking as { bookingId: number };
      const res = await moveBooking(app(), other().token, bookingId, start + 3_600_000);
      expect(res.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_SUCCESS',
        courseStartTime: start,
        cancelNum: 0,
      });
    },

    async cancelDemoBooking() {
      const start = await bookedInterview();
      const res = await cancelBooking(app(), other().token, start, 5);
      expect(res.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_SUCCESS',
        cancelNum: 0,
      });
    },

    async getTrialStatus() {
      await bookedInterview();
      expect(await demoState(other(), '/t/tc/apply/trial/status')).toMatchObject({ booking: null });
    },

    async listTrialTimes() {
      const res = await app().inject({
        url: `/t/tc/apply/trial/course/list?startTime=0&endTime=${Date.now() + 86_400_000}`,
        headers: as(other()),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(owner().email);
    },

    async getRoomLink() {
      // The second teacher has no session: no room, and never the owner's (its window: elsewhere).
      await bookedInterview();
      const res = await app().inject({ url: '/t/tc/apply/room/link', headers: as(other()) });
      expect(res.json().code).toBe('BIZ_ROOM_NOT_OPEN');
    },

    async submitRecordedDemo() {
      // A submission acts on the caller's own application only (recorded-demos.test.ts shows a
      // second applicant's recording untouched by a withdrawal): the owner's state stays.
      const start = await bookedInterview();
      await app().inject({
        method: 'POST',
        url: '/t/tc/apply/demo/submit',
        headers: as(other()),
        payload: { videoUrl: 'https://video.example.com/other' },
      });
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyDemoEnum: null,
        courseStartTime: start,
      });
    },

    async withdrawRecordedDemo() {
      const start = await bookedInterview();
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/apply/demo/cancel',
        headers: as(other()),
        payload: {},
      });
      expect(res.json().code).toBe('BIZ_STATUS_TYPE_NOT_MATCHING');
      expect(await demoState(owner(), '/t/tc/apply/interview/status')).toMatchObject({
        teacherApplyRespEnum: 'BOOK_SUCCESS',
        courseStartTime: start,
      });
    },
  } satisfies Record<string, () => Promise<void>>;
}
