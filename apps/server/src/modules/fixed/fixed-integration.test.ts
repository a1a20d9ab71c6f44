import type { FixedRequestView } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, serviceKey, studentSide } from '../../test/classes.js';
import { NOW } from '../../test/class-world.js';
import { DAY, expectRefused } from '../../test/demo-scheduling.js';
import { inProcessStudentSide } from '../../demo/simulator-in-process.js';
import { simulateRound } from '../classes/student-simulator.js';
import { fixedWorld } from '../../test/fixed-world.js';

const { app, clock, students, fixedTeacher, offered, requested, ask, answer } = fixedWorld();

const RANGE = { startTime: NOW, endTime: NOW + 35 * DAY };
interface Offer {
  periodId: number;
  teacherId: number;
  starts: number[];
  seatsLeft: number;
}
const offerIds = async (query: Record<string, string | number> = RANGE) =>
  dataOf<Offer[]>(await students().get('/ops/integration/fixed/offers', query)).map(
    (o) => o.periodId,
  );

describe("the student side's fixed places", () => {
  it('need a student-side key with the call’s scope', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher);
    const request = await requested(period.periodId);
    const reader = studentSide(app(), await serviceKey(app(), 'READ_OPERATE'));
    const writer = studentSide(app(), await serviceKey(app(), 'WRITE_OPERATE'));
    const place = { periodId: period.periodId, studentIds: ['stu-k'] };
    const requestUrl = `/ops/integration/fixed/requests/${request.requestId}`;

    dataOf(await reader.get('/ops/integration/fixed/offers', RANGE));
    dataOf(await reader.get(requestUrl));
    expectRefused(await reader.post('/ops/integration/fixed/requests', place), 'FORBIDDEN');
    expectRefused(await reader.post(`${requestUrl}/withdraw`), 'FORBIDDEN');
    expectRefused(await writer.get('/ops/integration/fixed/offers', RANGE), 'FORBIDDEN');
    expectRefused(await writer.get(requestUrl), 'FORBIDDEN');
    dataOf(await writer.post('/ops/integration/fixed/requests', place));
    const teacherRole = studentSide(
      app(),
      await serviceKey(app(), 'READ_WRITE_OPERATE', 'TEACHER_OPERATOR'),
    );
    expectRefused(await teacherRole.get('/ops/integration/fixed/offers', RANGE), 'FORBIDDEN');
    expectRefused(await app().inject({ url: requestUrl }), 'TOKEN_NULL');
    expectRefused(
      await app().inject({ url: requestUrl, headers: { 'x-user-token': teacher.token } }),
      'TOKEN_NULL',
    );
  });

  it('are offered by teachers who take requests, a day or more ahead, until one is accepted', async () => {
    clock.set(NOW);
    const open = await fixedTeacher();
    const shown = await offered(open);
    const [offer] = dataOf<Offer[]>(
      await students().get('/ops/integration/fixed/offers', RANGE),
    ).filter((o) => o.periodId === shown.periodId);
    expect(offer).toEqual({
      periodId: shown.periodId,
      teacherId: open.userId,
      courseType: 'MAIN',
      smartClassType: 'MAIN',
      weeklyTimes: [{ isoDay: 2, startMinute: 1140 }],
      firstDate: '2026/12/07',
      lastDate: '2026/12/27',
      starts: shown.starts,
      seatsLeft: 4,
    });
    expect(await offerIds({ ...RANGE, courseType: 'MAIN_1_V_2' })).not.toContain(shown.periodId);

    const closed = await fixedTeacher();
    const closedPeriod = await offered(closed);
    dataOf(await closed.post('/t/tc/fixed/open', { open: false }));
    const revoked = await fixedTeacher();
    const revokedPeriod = await offered(revoked);
    await app().database.db.execute(
      sql`delete from teacher_class_permissions where user_id = ${revoked.userId}`,
    );
    const suspended = await fixedTeacher();
    const suspendedPeriod = await offered(suspended);
    await app().database.db.execute(
      sql`update teachers set account_status = 'DISABLED' where user_id = ${suspended.userId}`,
    );
    const ids = await offerIds();
    expect(ids).toContain(shown.periodId);
    for (const hidden of [closedPeriod, revokedPeriod, suspendedPeriod]) {
      expect(ids).not.toContain(hidden.periodId);
      expectRefused(await ask(hidden.periodId), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    }
    // Less than a day before the first class it is no longer offered.
    clock.set((shown.starts[0] ?? 0) - DAY + 1);
    expect(await offerIds({ startTime: NOW, endTime: NOW + 35 * DAY })).not.toContain(
      shown.periodId,
    );

    clock.set(NOW);
    dataOf(await answer(open, (await requested(shown.periodId)).requestId));
    expect(await offerIds()).not.toContain(shown.periodId);
    expectRefused(await ask(shown.periodId), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('are asked for up to the class’s seats, read, and withdrawn while they wait', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const pair = await offered(teacher, { courseType: 'MAIN_1_V_2' });
    expectRefused(
      await ask(pair.periodId, ['s-1', 's-2', 's-3']),
      'BIZ_TEACHER_COURSE_ALREADY_BOOKED',
    );
    expectRefused(await ask(pair.periodId, ['1', '2', '3', '4', '5']), 'BIZ_PARAM_INVALID');
    expectRefused(await ask(999_999), 'BIZ_TEACHER_COURSE_NOT_EXIST');
    const request = await requested(pair.periodId, ['s-1', 's-2']);
    const url = `/ops/integration/fixed/requests/${request.requestId}`;
    expect(dataOf<FixedRequestView>(await students().get(url))).toEqual(request);
    expectRefused(
      await students().get('/ops/integration/fixed/requests/999999'),
      'BIZ_TEACHER_COURSE_NOT_EXIST',
    );

    clock.set(NOW + 60_000);
    const withdrawn = dataOf<FixedRequestView>(await students().post(`${url}/withdraw`));
    expect(withdrawn).toMatchObject({ status: 'CANCELLED', decidedAt: NOW + 60_000 });
    expectRefused(await students().post(`${url}/withdraw`), 'BIZ_STATUS_TYPE_NOT_MATCHING');
    expectRefused(await answer(teacher, request.requestId), 'BIZ_STATUS_TYPE_NOT_MATCHING');
  });

  it('are asked for by the demo server’s simulator, from teachers who take requests', async () => {
    clock.set(NOW);
    const teacher = await fixedTeacher();
    const period = await offered(teacher, { weeklyTimes: [{ isoDay: 6, startMinute: 600 }] });
    const side = inProcessStudentSide(app().services.integration, app().services.fixedIntegration);
    const round = await simulateRound(side, NOW, () => 0.001);
    expect(round.fixedRequests).toBeGreaterThanOrEqual(1);
    const [asked] = dataOf<FixedRequestView[]>(await teacher.get('/t/tc/fixed/accept/list'));
    expect(asked).toMatchObject({ periodId: period.periodId, status: 'PENDING' });
    expect(asked?.students).toHaveLength(1);
  });
});
