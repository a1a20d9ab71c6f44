import { businessDaysBetween, overdueBefore } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../test/demo-scheduling.js';
import { applicationEvents, resumes, users } from '../../db/schema/index.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The console's overview (decision 026) from rows written with known times: each applicant's
// account, their moves in the audit trail, and where they stand now.

let t: TestApp;
let recruiter: string;
let now: number;
let bound: number;
const ids: Record<string, number> = {};
let seq = 0;

type Place = [stage: string, status: string];
/** An account created at `created` (epoch ms), now at `place`, with its moves [at, from, to]. */
async function applicant(
  key: string,
  created: number,
  place: Place,
  moves: [at: number, from: Place, to: Place][] = [],
  name?: [string, string],
) {
  seq += 1;
  const [row] = await t.app.database.db
    .insert(users)
    .values({
      email: `${key}.${seq}@overview.test`,
      passwordHash: 'x',
      referralCode: String(70_000_000 + seq),
      stage: place[0],
      status: place[1],
      createdAt: new Date(created),
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`applicant ${key} not inserted`);
  const userId = row.id;
  ids[key] = userId;
  if (name)
    await t.app.database.db
      .insert(resumes)
      .values({ userId, firstName: name[0], lastName: name[1], commitStep: 3 });
  for (const [at, from, to] of moves) {
    await t.app.database.db.insert(applicationEvents).values({
      userId,
      fromStage: from[0],
      fromStatus: from[1],
      toStage: to[0],
      toStatus: to[1],
      createdAt: new Date(at),
    });
  }
}

const ago = (days: number) => now - days * DAY;
const INIT: Place = ['BASE_INFO', 'Init'];
const APPLY: Place = ['BASE_INFO', 'Apply'];
const INVITED: Place = ['INTERVIEW', 'InterviewInvitation_1'];
const UNDECIDED: Place = ['INTERVIEW', 'InterviewUndetermined'];
const TRAINING: Place = ['TRAINING', 'Training1v1Invitation_1'];
const TRAINING_UNDECIDED: Place = ['TRAINING', 'TRAINING_UNDETERMINED'];

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await staffSession(t.app, ['RECRUITER']);
  now = Date.now();
  bound = overdueBefore(new Date(now), 2).getTime();
  // Stays in step 1 (Basic info): A 4, B 2, C 2, D 5, I 1, J 0.5 days.
  await applicant('A', ago(20), TRAINING, [
    [ago(19), INIT, APPLY],
    [ago(16), APPLY, INVITED],
    [ago(13), INVITED, TRAINING], // Mini Demo: 3 days
  ]);
  await applicant('B', ago(10), INVITED, [
    [ago(9), INIT, APPLY],
    [ago(8), APPLY, INVITED],
  ]);
  await applicant(
    'C',
    ago(14),
    UNDECIDED,
    [
      [ago(13), INIT, APPLY],
      [ago(12), APPLY, INVITED],
      [ago(6), INVITED, UNDECIDED], // waits on staff since 6 days
    ],
    ['Cora', 'Chen'],
  );
  await applicant(
    'D',
    ago(25),
    ['TRAINING', 'TRAINING_REJECT'],
    [
      [ago(24), INIT, APPLY],
      [ago(20), APPLY, INVITED],
      [ago(15), INVITED, TRAINING], // Mini Demo: 5 days
      [ago(10), TRAINING, ['TRAINING', 'TRAINING_REJECT']], // stays in the step: no finished stay
    ],
  );
  // No history before the documents: that stay has no start and is left out.
  await applicant(
    'E',
    ago(40),
    ['CONTRACT', 'Finish'],
    [
      [ago(5), ['CONTRACT', 'PENDING_REVIEW'], ['CONTRACT', 'BACKGROUND_CHECK']],
      [ago(2), ['CONTRACT', 'BACKGROUND_CHECK'], ['CONTRACT', 'Finish']], // Contract: 3 days
    ],
  );
  await applicant('F', ago(10), APPLY, [[ago(9), INIT, APPLY]], ['Finn', 'Ford']);
  await applicant('G', now - 2 * 3_600_000, APPLY, [[now - 3_600_000, INIT, APPLY]]);
  await applicant('H', ago(30), INIT);
  await applicant(
    'I',
    ago(20),
    TRAINING_UNDECIDED,
    [
      [ago(19.5), INIT, APPLY],
      [ago(19), APPLY, INVITED],
      [ago(18), INVITED, TRAINING], // Mini Demo: 1 day
      [bound - 60_000, TRAINING, TRAINING_UNDECIDED], // a minute too long
    ],
    ['Ivy', 'Ito'],
  );
  await applicant('J', ago(9), TRAINING_UNDECIDED, [
    [ago(8.75), INIT, APPLY],
    [ago(8.5), APPLY, INVITED],
    [ago(7), INVITED, TRAINING], // Mini Demo: 1.5 days
    [bound + 60_000, TRAINING, TRAINING_UNDECIDED], // still within the promise
  ]);
  // Once at the contract, now back at the documents: they reached the contract step.
  await applicant(
    'K',
    ago(50),
    ['CONTRACT', 'OutOfContact'],
    [[ago(1), ['CONTRACT', 'CONTRACT_INVITATION'], ['CONTRACT', 'OutOfContact']]],
  );
});
afterAll(() => t?.close());

const overview = (token: string) =>
  t.app.inject({ url: '/ops/dashboard/overview', headers: { 'x-auth-token': token } });

describe('the console overview', () => {
  it('counts who reached each step and the share who went on', async () => {
    const res = await overview(recruiter);
    expect(res.statusCode).toBe(200);
    const steps = res.json().data.steps as {
      step: string;
      reached: number;
      wentOn: number | null;
      percent: number | null;
    }[];
    expect(steps.map((s) => [s.step, s.reached, s.wentOn, s.percent])).toEqual([
      ['basicInfo', 11, 8, 73],
      ['miniDemo', 8, 6, 75],
      ['trialDemo', 6, 2, 33],
      ['materials', 2, 2, 100],
      ['contract', 2, null, null],
    ]);
  });

  it('takes the median of finished stays in each step, in days', async () => {
    const steps = (await overview(recruiter)).json().data.steps as {
      medianDays: number | null;
      stays: number;
    }[];
    // Basic info: 0.5, 1, 2, 2, 4, 5 -> 2. Mini Demo: 1, 1.5, 3, 5 -> 2.25 (a tenth: 2.3).
    expect(steps.map((s) => s.stays)).toEqual([6, 4, 0, 0, 1]);
    expect(steps.map((s) => s.medianDays)).toEqual([2, 2.3, null, null, 3]);
  });

  it('lists who waits on staff past 2 business days, the oldest first, with how long', async () => {
    const { waiting } = (await overview(recruiter)).json().data;
    expect(waiting.businessDays).toBe(2);
    expect(waiting.total).toBe(3);
    expect(waiting.records).toEqual([
      {
        userId: ids.F,
        name: 'Finn Ford',
        email: expect.stringMatching(/^F\./),
        stage: 'BASE_INFO',
        status: 'Apply',
        since: ago(9),
        businessDaysWaited: businessDaysBetween(new Date(ago(9)), new Date()),
      },
      expect.objectContaining({ userId: ids.C, name: 'Cora Chen', since: ago(6) }),
      expect.objectContaining({
        userId: ids.I,
        status: 'TRAINING_UNDETERMINED',
        since: bound - 60_000,
        businessDaysWaited: 3,
      }),
    ]);
    for (const record of waiting.records) expect(record.businessDaysWaited).toBeGreaterThan(2);
  });

  it('lists at most 50, and says how many wait in all', async () => {
    for (let i = 0; i < 50; i += 1)
      await applicant(`W${i}`, ago(4), APPLY, [[bound - DAY, INIT, APPLY]]);
    const { waiting } = (await overview(recruiter)).json().data;
    expect(waiting.total).toBe(53);
    expect(waiting.records).toHaveLength(50);
    expect(waiting.records[0].userId).toBe(ids.F);
    const since = waiting.records.map((r: { since: number }) => r.since);
    expect(since).toEqual([...since].sort((a, b) => a - b));
  });

  it('is refused to staff without the overview action (finance), and to no session', async () => {
    const finance = await staffSession(t.app, ['FINANCE']);
    const refused = await overview(finance);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    for (const role of ['INTERVIEWER', 'OPERATIONS', 'ADMIN'] as const)
      expect((await overview(await staffSession(t.app, [role]))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/ops/dashboard/overview' })).json().code).toBe('TOKEN_NULL');
  });
});
