import { DEFAULT_PAY_POLICY, type PayPolicy, type PayPolicyView } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEAK } from '../../test/class-world.js';
import { beijing, dataOf } from '../../test/classes.js';
import { DECEMBER, payWorld } from '../../test/pay-world.js';

const w = payWorld();
type Teacher = Awaited<ReturnType<typeof w.booked>>;

const read = async () => dataOf<PayPolicyView>(await w.finance().get('/ops/pay/policy'));
const put = (policy: object, role: 'FINANCE' | 'ADMIN' = 'FINANCE') =>
  w.finance(role).send('PUT', '/ops/pay/policy', policy);
const items = async (teacher: Teacher) =>
  (await w.opsPayslip((await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0)).lines.map((l) => [
    l.payItem,
    l.amountCents,
  ]);

/** Early by 3 minutes, one peak slot opened: neither earns anything under the defaults. */
const EDITED: PayPolicy = {
  ...DEFAULT_PAY_POLICY,
  participationCents: 150,
  participationEarlyMinutes: 3,
  peakIncentiveCents: 175,
  peakSlotsThreshold: 1,
  finishSharePercent: { ...DEFAULT_PAY_POLICY.finishSharePercent, STUDENT_CANCELLATION: 40 },
  paydayBusinessDay: 12,
};

let teacher: Teacher;

/** A teacher teaches the peak class of Tuesday the 1st, entering it 3 minutes early. */
beforeAll(async () => {
  teacher = await w.booked(PEAK, ['stu-p']);
  await w.runClass(teacher, teacher.slotId, PEAK, 3);
});

describe("FINANCE's pay-policy editor", () => {
  it('reads the published defaults while nobody has changed them', async () => {
    expect(await read()).toEqual({
      policy: DEFAULT_PAY_POLICY,
      defaults: DEFAULT_PAY_POLICY,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('sets the numbers, audited with the old and the new ones, and the next generation uses them', async () => {
    await w.generate(DECEMBER);
    expect(await items(teacher)).toEqual([['MAIN_CLASS', 1000]]);

    const view = dataOf<PayPolicyView>(await put(EDITED));
    expect(view).toEqual({
      policy: EDITED,
      defaults: DEFAULT_PAY_POLICY,
      updatedAt: w.clock.now().getTime(),
      updatedBy: 'Test Staff',
    });
    expect(await read()).toEqual(view);
    expect(await w.audit('editPayPolicy')).toEqual([
      {
        userId: null,
        detail: { old: JSON.stringify(DEFAULT_PAY_POLICY), new: JSON.stringify(EDITED) },
      },
    ]);

    await w.generate(DECEMBER);
    expect(await items(teacher)).toEqual([
      ['MAIN_CLASS', 1000],
      ['PARTICIPATION_INCENTIVE', 150],
      ['PEAK_INCENTIVE', 175],
    ]);
    const payslipId = (await w.payslipIdOf(teacher.userId, DECEMBER)) ?? 0;
    // The payday moved to the 12th Beijing weekday of January 2027: Monday the 18th.
    expect((await w.opsPayslip(payslipId)).payday).toBe(beijing(2027, 1, 18));
  });

  it('refuses numbers out of range, by field, and keeps the policy in force', async () => {
    const cases: [string, object][] = [
      ['participationCents', { participationCents: 10_001 }],
      ['standbyCents', { standbyCents: -1 }],
      ['peakIncentiveCents', { peakIncentiveCents: 1.5 }],
      ['paydayBusinessDay', { paydayBusinessDay: 23 }],
      ['paydayBusinessDay', { paydayBusinessDay: 0 }],
      ['eveningStartsMinute', { eveningStartsMinute: 1440 }],
      ['participationEarlyMinutes', { participationEarlyMinutes: 61 }],
      [
        'finishSharePercent',
        { finishSharePercent: { ...EDITED.finishSharePercent, AS_SCHEDULED: 101 } },
      ],
    ];
    for (const [field, change] of cases) {
      const res = await put({ ...EDITED, ...change });
      expect(res.json().code, field).toBe('BIZ_PARAM_INVALID');
      expect(Object.keys(res.json().data.fields)[0], field).toMatch(new RegExp(`^${field}`));
    }
    const { paydayBusinessDay: _dropped, ...missing } = EDITED;
    const res = await put(missing);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    expect(res.json().data.fields).toHaveProperty('paydayBusinessDay');
    expect((await read()).policy).toEqual(EDITED);
    expect(await w.audit('editPayPolicy')).toHaveLength(1);
  });

  it('lets ADMIN edit too, and refuses other roles both calls', async () => {
    expect(dataOf<PayPolicyView>(await put(DEFAULT_PAY_POLICY, 'ADMIN')).policy).toEqual(
      DEFAULT_PAY_POLICY,
    );
    for (const role of ['RECRUITER', 'INTERVIEWER', 'OPERATIONS'] as const) {
      expect((await w.finance(role).get('/ops/pay/policy')).statusCode, role).toBe(403);
      expect((await w.finance(role).send('PUT', '/ops/pay/policy', EDITED)).statusCode, role).toBe(
        403,
      );
    }
    expect((await read()).policy).toEqual(DEFAULT_PAY_POLICY);
    expect(await w.audit('editPayPolicy')).toHaveLength(2);
  });
});
