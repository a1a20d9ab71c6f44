import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { asApplicant, dayByDay, publishTimes } from './demo-scheduling.js';
import { staffSession } from './sessions-for-tests.js';
import { createTestApp, type TestApp } from './test-app.js';
import { testClock } from './test-clock.js';

/**
 * The demo booking suites' world: one app on its own clock from `t0`, two interviewers who
 * publish times, and a fresh day (`base`) for each test so that tests never share a time.
 */
export function demoBookingWorld(t0: number) {
  const clock = testClock(t0);
  const days = dayByDay(clock, t0);
  let t: TestApp | undefined;
  const members = { interviewer: '', mentor: '' };
  let base = t0;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    members.interviewer = await staffSession(t.app, ['INTERVIEWER']);
    members.mentor = await staffSession(t.app, ['INTERVIEWER']);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    base = days.next();
  });

  const app = () => {
    if (!t) throw new Error('the app starts in beforeAll');
    return t.app;
  };

  return {
    clock,
    app,
    /** The start of this test's day. */
    get base() {
      return base;
    },
    get interviewer() {
      return members.interviewer;
    },
    get mentor() {
      return members.mentor;
    },
    async published(
      token: string,
      courseType: Parameters<typeof publishTimes>[2],
      starts: number[],
    ) {
      const res = await publishTimes(app(), token, courseType, starts);
      expect(res.statusCode, res.body).toBe(200);
    },
    listInterviews: (token: string, from: number, to: number) =>
      asApplicant(
        app(),
        token,
        `/t/tc/apply/interview/course/list?startTime=${from}&endTime=${to}`,
      ),
    listTraining: (token: string, from: number, to: number) =>
      asApplicant(app(), token, `/t/tc/apply/training/course/list?startTime=${from}&endTime=${to}`),
    interviewStatus: async (token: string) =>
      (await asApplicant(app(), token, '/t/tc/apply/interview/status')).json().data,
    trainingStatus: async (token: string) =>
      (await asApplicant(app(), token, '/t/tc/apply/training/status')).json().data,
  };
}
