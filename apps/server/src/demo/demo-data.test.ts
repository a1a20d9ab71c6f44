import { beijingDate, FUNNEL_TRANSITIONS, STAFF_ROLES, STAGE } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/raw-query.js';
import { anyIp, asTeacher } from '../test/accounts-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { demoContextOf } from './demo-seeds.js';
import { loadDemoData } from './load-demo-data.js';
import { DEMO_STAFF_PASSWORD, DEMO_TEACHER_PASSWORD } from './seeds/demo-accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoData(t.app.database.db, demoContextOf(t.app.services))).toEqual([
    '2026-11-accounts',
    '2026-11-banners',
    '2026-11-resumes',
    '2026-11-history',
    '2026-11-availability',
    '2026-11-demo-sessions',
    '2026-11-demo-recordings',
    '2026-11-contracts',
    '2026-11-classes',
    '2026-11-fixed-classes',
    '2026-11-leave',
    '2026-11-payslips',
    '2026-11-class-releases',
    '2026-11-applicant-records',
    '2026-11-teacher-notes',
    '2026-11-applicant-owners',
    '2026-11-teacher-notifications',
    '2026-11-appeal-files',
    '2026-11-channel-code',
  ]);
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: anyIp() });

describe('the demo data of the README', () => {
  it("shows the channel code's preset: poppy.shaw@ stands at step 3 with a share poster", async () => {
    const signedIn = await post('/t/tn/user/foreign/login', {
      email: 'poppy.shaw@portal.demo',
      password: DEMO_TEACHER_PASSWORD,
    });
    const token = signedIn.json().data.serviceTokenCookie.value as string;
    const code = await t.app.inject({ url: '/t/tc/apply/channel/code', headers: asTeacher(token) });
    expect(code.json().data).toEqual({ channelCode: 'spring-share-poster' });
    const resume = await t.app.inject({ url: '/t/tc/apply/get/resume', headers: asTeacher(token) });
    expect(resume.json().data).toMatchObject({ commitStep: 2, firstName: 'Poppy' });
  });

  it.each(STAFF_ROLES)('signs in the %s demo staff member', async (role) => {
    const res = await post('/ops/auth/login', {
      email: `${role.toLowerCase()}@portal.demo`,
      password: DEMO_STAFF_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff.roles).toEqual([role]);
  });

  it('signs in the demo applicant and the demo teacher, each sent to their page', async () => {
    const applicant = await post('/t/tn/user/foreign/login', {
      email: 'applicant@portal.demo',
      password: DEMO_TEACHER_PASSWORD,
    });
    expect(applicant.json().data.callback).toBe('/basic');
    const teacher = await post('/t/tn/user/foreign/login', {
      email: 'teacher@portal.demo',
      password: DEMO_TEACHER_PASSWORD,
    });
    expect(teacher.json().data.callback).toBe('/booking');
  });

  it('fills every funnel stage of the console', async () => {
    const login = await post('/ops/auth/login', {
      email: 'recruiter@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const res = await t.app.inject({
      url: '/ops/dashboard/funnel',
      headers: { 'x-auth-token': login.json().data.token },
    });
    const { stages } = res.json().data as { stages: { stage: string; count: number }[] };
    expect(stages.every((row) => row.count > 0)).toBe(true);
  });

  it('gives the overview applicants waiting on staff and days spent in each step', async () => {
    const login = await post('/ops/auth/login', {
      email: 'recruiter@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const res = await t.app.inject({
      url: '/ops/dashboard/overview',
      headers: { 'x-auth-token': login.json().data.token },
    });
    const { steps, waiting } = res.json().data as {
      steps: { reached: number; percent: number | null; medianDays: number | null }[];
      waiting: { total: number; records: { name: string; businessDaysWaited: number }[] };
    };
    expect(steps.every((step) => step.reached > 0)).toBe(true);
    expect(steps.slice(0, -1).every((step) => step.percent !== null && step.percent < 100)).toBe(
      true,
    );
    expect(steps.every((step) => step.medianDays !== null && step.medianDays > 0)).toBe(true);
    expect(new Set(steps.map((step) => step.medianDays)).size).toBeGreaterThan(1);
    expect(waiting.records.map((r) => r.name)).toEqual([
      'Chloe Davis',
      'Maria Garcia',
      'Ethan Clark',
    ]);
    expect(waiting.records.every((r) => r.businessDaysWaited > 2)).toBe(true);
  });

  it('shows three banners on the landing page, each with its picture', async () => {
    const list = (await t.app.inject({ url: '/t/tn/banner/list?type=TEACHER_RECRUIT' })).json()
      .data as { picUrl: string }[];
    expect(list).toHaveLength(3);
    for (const banner of list) {
      const picture = await t.app.inject({ url: banner.picUrl });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      // The title drawn into the gradient (issue 36): white text, where a bare gradient has none.
      const { data } = await sharp(picture.rawPayload).removeAlpha().raw().toBuffer({
        resolveWithObject: true,
      });
      const white = data.filter(
        (_, at) => at % 3 === 0 && data.subarray(at, at + 3).every((v) => v > 240),
      );
      expect(white.length).toBeGreaterThan(1_000);
    }
  });

  it('gives the recruiter submitted resumes to review', async () => {
    const login = await post('/ops/auth/login', {
      email: 'recruiter@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const res = await t.app.inject({
      url: '/ops/applicants?stage=BASE_INFO&status=Apply',
      headers: { 'x-auth-token': login.json().data.token },
    });
    expect(res.json().data.records[0]).toMatchObject({ name: 'Maria Garcia', status: 'Apply' });
  });

  it('names every demo account as a person is named, the one-word teacher@ too (issue 36)', async () => {
    const rows = await queryRows<{ email: string; first: string; last: string }>(
      t.app.database.db,
      sql`select u.email, r.first_name as first, r.last_name as last
          from resumes r join users u on u.id = r.user_id`,
    );
    const names = new Map(rows.map((r) => [r.email, `${r.first} ${r.last}`]));
    expect(names.get('teacher@portal.demo')).toBe('Tessa Morgan');
    expect(names.get('lucas.white@portal.demo')).toBe('Lucas White');
    for (const [email, name] of names) {
      const [first, last] = name.split(' ');
      expect(first, email).not.toBe(last);
    }
  });

  it('gives the interviewer two weeks of times, and the booked applicants their sessions', async () => {
    const login = await post('/ops/auth/login', {
      email: 'interviewer@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const now = Date.now();
    const own = await t.app.inject({
      url: `/ops/availability?startTime=${now}&endTime=${now + 15 * 86_400_000}`,
      headers: { 'x-auth-token': login.json().data.token },
    });
    const times = own.json().data as { courseType: string; booking: { email: string } | null }[];
    expect(times.length).toBeGreaterThanOrEqual(13 * 6);
    expect(new Set(times.map((time) => time.courseType))).toEqual(
      new Set(['INTERVIEW', 'TRAINING', 'TRIAL_CLASS']),
    );
    expect(times.flatMap((time) => (time.booking ? [time.booking.email] : [])).sort()).toEqual([
      'emma.wilson@portal.demo',
      'olivia.brown@portal.demo',
      'sophia.lee@portal.demo',
    ]);

    const signIn = async (email: string) =>
      (await post('/t/tn/user/foreign/login', { email, password: DEMO_TEACHER_PASSWORD })).json()
        .data.serviceTokenCookie.value as string;
    const olivia = await t.app.inject({
      url: '/t/tc/apply/interview/status',
      headers: { 'x-user-token': await signIn('olivia.brown@portal.demo') },
    });
    expect(olivia.json().data).toMatchObject({ teacherApplyRespEnum: 'BOOK_SUCCESS' });
    const james = await t.app.inject({
      url: `/t/tc/apply/interview/course/list?startTime=${now}&endTime=${now + 7 * 86_400_000}`,
      headers: { 'x-user-token': await signIn('james.smith@portal.demo') },
    });
    expect(james.json().data.length).toBeGreaterThan(10);
  });

  it("shows every state of a past session, and an applicant's result", async () => {
    const token = async (email: string) =>
      (await post('/ops/auth/login', { email, password: DEMO_STAFF_PASSWORD })).json().data
        .token as string;
    const interviewer = await token('interviewer@portal.demo');
    const now = Date.now();
    const own = await t.app.inject({
      url: `/ops/availability?startTime=${now - 10 * 86_400_000}&endTime=${now}`,
      headers: { 'x-auth-token': interviewer },
    });
    const past = own.json().data as {
      unmarked: boolean;
      booking: { bookingId: number; email: string; status: string } | null;
    }[];
    const byEmail = new Map(
      past.flatMap((slot) => (slot.booking ? [[slot.booking.email, slot]] : [])),
    );
    expect(byEmail.get('henry.wright@portal.demo')).toMatchObject({ unmarked: true });
    expect(byEmail.get('jack.lewis@portal.demo')?.booking?.status).toBe('BOOK_NO_SHOW');
    expect([...byEmail.values()].filter((slot) => slot.unmarked)).toHaveLength(1);

    // Mia Hall waits on a second look; her interviewer reads the SPARE given.
    const mia = byEmail.get('mia.hall@portal.demo')?.booking?.bookingId;
    const session = await t.app.inject({
      url: `/ops/sessions/${mia}`,
      headers: { 'x-auth-token': interviewer },
    });
    expect(session.json().data.results).toEqual([expect.objectContaining({ result: 'SPARE' })]);

    const zoe = (
      await post('/t/tn/user/foreign/login', {
        email: 'zoe.king@portal.demo',
        password: DEMO_TEACHER_PASSWORD,
      })
    ).json().data.serviceTokenCookie.value as string;
    const status = await t.app.inject({
      url: '/t/tc/apply/interview/status',
      headers: { 'x-user-token': zoe },
    });
    expect(status.json().data.result).toMatchObject({ result: 'NOPASS' });
    expect(status.json().data.result.feedback).toContain('props');
  });

  it('tells failed applicants when they may apply again: Zoe King later, Ivy Morris now (decision 068)', async () => {
    const statusOf = async (email: string) => {
      const token = (
        await post('/t/tn/user/foreign/login', { email, password: DEMO_TEACHER_PASSWORD })
      ).json().data.serviceTokenCookie.value as string;
      const res = await t.app.inject({
        url: '/t/tc/apply/status',
        headers: { 'x-user-token': token },
      });
      return res.json().data as { status: string; applyAgainOn: number | null };
    };
    const now = Date.now();
    const zoe = await statusOf('zoe.king@portal.demo');
    expect(zoe.status).toBe('InterviewReject');
    expect(zoe.applyAgainOn).toBeGreaterThan(now);
    const ivy = await statusOf('ivy.morris@portal.demo');
    expect(ivy.status).toBe('TRAINING_REJECT');
    expect(ivy.applyAgainOn).toBeLessThan(now);
    // Failed a third time (decision 075): the limit is reached, no day is named.
    const leo = await statusOf('leo.baker@portal.demo');
    expect(leo).toMatchObject({ status: 'Reject', applyAgainOn: null, applyLimitReached: true });
  });

  it('puts an applicant in every place of steps 2 and 3, and recorded demos to review', async () => {
    // Every place of steps 2 and 3 has an applicant standing in it.
    const steps: string[] = [STAGE.INTERVIEW, STAGE.TRAINING, STAGE.TRAIL_CLASS];
    const reachable = new Set(
      Object.values(FUNNEL_TRANSITIONS)
        .map(({ to }) => `${to.stage}/${to.status}`)
        .filter((place) => steps.includes(place.split('/')[0] ?? '')),
    );
    const places = (await t.app.database.db.execute(
      sql`select distinct stage || '/' || status as place from users`,
    )) as unknown as { rows: { place: string }[] };
    const seeded = new Set(places.rows.map((row) => row.place));
    expect([...reachable].filter((place) => !seeded.has(place))).toEqual([]);
    const login = await post('/ops/auth/login', {
      email: 'interviewer@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const queue = await t.app.inject({
      url: '/ops/recordings',
      headers: { 'x-auth-token': login.json().data.token },
    });
    const waiting = queue.json().data as { applicant: { email: string }; results: unknown[] }[];
    expect(waiting.map((row) => [row.applicant.email, row.results.length])).toEqual([
      ['ava.turner@portal.demo', 1],
      ['lily.scott@portal.demo', 0],
    ]);
    const stateOf = async (email: string) => {
      const token = (
        await post('/t/tn/user/foreign/login', { email, password: DEMO_TEACHER_PASSWORD })
      ).json().data.serviceTokenCookie.value as string;
      const res = await t.app.inject({
        url: '/t/tc/apply/interview/status',
        headers: { 'x-user-token': token },
      });
      return res.json().data as { teacherApplyDemoEnum: string | null; cancelNum: number };
    };
    expect((await stateOf('noah.baker@portal.demo')).teacherApplyDemoEnum).toBe('UNREADABLE');
    expect(await stateOf('oliver.reed@portal.demo')).toMatchObject({
      teacherApplyDemoEnum: null,
      cancelNum: 3,
    });
    expect(await stateOf('mason.hill@portal.demo')).toMatchObject({ cancelNum: 1 });
  });

  it('puts someone in every place of steps 4 and 5, with their documents and contracts', async () => {
    const reachable = new Set(
      Object.values(FUNNEL_TRANSITIONS)
        .filter(({ to }) => to.stage === STAGE.CONTRACT)
        .map(({ to }) => `${to.stage}/${to.status}`),
    );
    const places = (await t.app.database.db.execute(
      sql`select distinct stage || '/' || status as place from users`,
    )) as unknown as { rows: { place: string }[] };
    const seeded = new Set(places.rows.map((row) => row.place));
    expect([...reachable].filter((place) => !seeded.has(place))).toEqual([]);
    const statusOf = async (email: string) => {
      const token = (
        await post('/t/tn/user/foreign/login', { email, password: DEMO_TEACHER_PASSWORD })
      ).json().data.serviceTokenCookie.value as string;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/apply/getContractStatus',
        headers: { 'x-user-token': token },
      });
      return res.json().result as { resourceUploadDTO: Record<string, string> };
    };
    expect((await statusOf('teacher@portal.demo')).resourceUploadDTO).toEqual({
      contract: 'PASS',
      eduCertificate: 'PASS',
      teacherCertificate: 'PASS',
      passport: 'PASS',
      proofCertificate: 'PASS',
    });
    expect((await statusOf('grace.hall@portal.demo')).resourceUploadDTO.passport).toBe('RESUBMIT');
    expect((await statusOf('lucas.white@portal.demo')).resourceUploadDTO.contract).toBe(
      'SUBMITTED',
    );
    expect((await statusOf('henry.young@portal.demo')).resourceUploadDTO.contract).toBe(
      'UN_SUBMIT',
    );
    // Signed with a middle name, so staff see the application's name beside it (issue 37).
    const [signed] = await queryRows<{ name: string }>(
      t.app.database.db,
      sql`select c.signed_name as name from contracts c join users u on u.id = c.user_id
        where u.email = 'lucas.white@portal.demo' and c.status = 'SIGNED'`,
    );
    expect(signed?.name).toBe('Lucas James White');
  });

  it('gives every applicant past the form a whole resume and the history of how they got there (issue 36)', async () => {
    const rows = await queryRows<{
      email: string;
      stage: string;
      status: string;
      fields: Record<string, unknown> | null;
      moves: { from: string; to: string }[] | null;
    }>(
      t.app.database.db,
      sql`select u.email, u.stage, u.status, r.fields,
            (select json_agg(json_build_object(
                'from', e.from_stage || '/' || e.from_status,
                'to', e.to_stage || '/' || e.to_status) order by e.created_at, e.id)
             from application_events e where e.user_id = u.id) as moves
          from users u left join resumes r on r.user_id = u.id
          where u.status <> 'Init'`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.fields, row.email).toMatchObject({
        citizenship: expect.any(String),
        highestLevel: expect.any(String),
        teachingCertificate: expect.any(String),
      });
      // One unbroken chain of moves from the form to where the applicant stands.
      const moves = row.moves ?? [];
      expect(moves[0]?.from, row.email).toBe('BASE_INFO/Init');
      for (const [index, move] of moves.entries())
        if (index > 0) expect(move.from, row.email).toBe(moves[index - 1]?.to);
      expect(moves.at(-1)?.to, row.email).toBe(`${row.stage}/${row.status}`);
    }
  });

  it("shows a contract-stage applicant's resume and history on their console page", async () => {
    const login = await post('/ops/auth/login', {
      email: 'recruiter@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const headers = { 'x-auth-token': login.json().data.token };
    const found = await t.app.inject({ url: '/ops/applicants?search=henry.young', headers });
    const { userId } = found.json().data.records[0] as { userId: number };
    const detail = (await t.app.inject({ url: `/ops/applicants/${userId}`, headers })).json()
      .data as {
      resume: Record<string, unknown>;
      history: { toStatus: string; by: string }[];
    };
    expect(detail.resume).toMatchObject({
      firstName: 'Henry',
      email: 'henry.young@portal.demo',
      nativeSpeaker: 'YES',
    });
    expect(detail.history.map((move) => move.toStatus)).toEqual([
      'Apply',
      'InterviewInvitation_1',
      'Interview',
      'InterviewUndetermined',
      'Training1v1Invitation_1',
      'Training1v1',
      'TRAINING_UNDETERMINED',
      'TrialInvitation_2',
      'Contract',
      'PENDING_REVIEW',
      'CONTRACT_INVITATION',
    ]);
    expect(detail.history[0]?.by).toBe('Applicant');
  });

  it("fills the demo teacher's notification centre: three unread of five, newest first (decision 067)", async () => {
    const login = await post('/t/tn/user/foreign/login', {
      email: 'teacher@portal.demo',
      password: DEMO_TEACHER_PASSWORD,
    });
    const headers = asTeacher(login.json().data.serviceTokenCookie.value);
    const get = async (url: string) => (await t.app.inject({ url, headers })).json().data;
    expect(await get('/t/tc/notifications/unread-count')).toEqual({ unread: 3 });
    const { total, list } = await get('/t/tc/notifications');
    expect(total).toBe(5);
    expect(
      list.map((n: { kind: string; readAt: number | null }) => [n.kind, n.readAt === null]),
    ).toEqual([
      ['fixedRequestReminder', true],
      ['fixedRequestNew', true],
      ['payslipReleased', true],
      ['bankDetailsChanged', false],
      ['accountActivated', false],
    ]);
    expect(list[2]).toMatchObject({
      title: 'Your payslip for 2026/10 is ready',
      link: '/payslip/list',
    });
  });

  it("shows the teachers' pages: notes, activity, a suspension apart from an ended contract (issue 36)", async () => {
    const login = await post('/ops/auth/login', {
      email: 'operations@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const headers = { 'x-auth-token': login.json().data.token };
    const get = async (url: string) => (await t.app.inject({ url, headers })).json().data;
    const idOf = async (email: string) =>
      ((await get(`/ops/teachers?search=${email}`)) as { records: { userId: number }[] }).records[0]
        ?.userId ?? 0;
    const tessa = await idOf('teacher@portal.demo');
    expect((await get(`/ops/teachers/${tessa}/notes`)).notes).toHaveLength(3);
    expect((await get(`/ops/teachers/${tessa}/activity`)).entries[0]).toMatchObject({
      action: 'addTeacherNote',
      staffName: 'Demo Operations',
    });
    const olivia = await get(`/ops/teachers/${await idOf('olivia.brooks@portal.demo')}`);
    expect(olivia).toMatchObject({ standing: 'SUSPENDED', accountStatus: 'DISABLED' });
    expect(olivia.contracts[0]).toMatchObject({ status: 'SIGNED', term: 'RUNNING' });
    expect(olivia.contract.expiresOn > beijingDate(Date.now())).toBe(true);
    const oliviaActivity = await get(`/ops/teachers/${olivia.userId}/activity`);
    // Her note and suspension, and the month's advance FINANCE wrote back (decision 060).
    expect(oliviaActivity.entries.map((e: { action: string }) => e.action)).toEqual([
      'addTeacherNote',
      'suspendTeacher',
      'addPayAdjustment',
    ]);
    const james = await get(`/ops/teachers/${await idOf('james.carter@portal.demo')}`);
    expect(james).toMatchObject({ standing: 'CONTRACT_ENDED', accountStatus: 'ACTIVE' });
  });

  it('fills the recruiter\'s "Waiting on me" and shows applicants\' owners and notes (decision 069)', async () => {
    const login = await post('/ops/auth/login', {
      email: 'recruiter@portal.demo',
      password: DEMO_STAFF_PASSWORD,
    });
    const headers = { 'x-auth-token': login.json().data.token };
    const get = async (url: string) => (await t.app.inject({ url, headers })).json().data;
    const queue = (await get('/ops/applicants?queue=waitingOnMe')) as {
      records: { email: string; ownerName: string }[];
    };
    expect(queue.records.map((row) => row.email).sort()).toEqual([
      'lucas.white@portal.demo',
      'maria.garcia@portal.demo',
      'noah.taylor@portal.demo',
    ]);
    expect(queue.records[0]?.ownerName).toBe('Demo Recruiter');
    const noah = (await get('/ops/applicants?search=noah.taylor')).records[0].userId as number;
    expect((await get(`/ops/applicants/${noah}/notes`)).notes).toHaveLength(2);
    const timeline = (await get(`/ops/applicants/${noah}/timeline`)).entries as { kind: string }[];
    expect(timeline[0]).toMatchObject({ kind: 'action', action: 'addApplicantNote' });
    expect(timeline.some((entry) => entry.kind === 'move')).toBe(true);
    expect((await get('/ops/saved-filters?list=applicants')).filters).toMatchObject([
      { name: 'Documents to review', query: 'status=PENDING_REVIEW&sort=oldest' },
    ]);
  });

  it('loads once', async () => {
    expect(await loadDemoData(t.app.database.db, demoContextOf(t.app.services))).toEqual([]);
  });
});
