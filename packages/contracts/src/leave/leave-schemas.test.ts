import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../calls/all-calls.js';
import type { AnyCall } from '../calls/define-call.js';
import { HOUR_MS } from '../calendar/index.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { FIXED_CALLS, FIXED_INTEGRATION_CALLS } from '../fixed/fixed-calls.js';
import { cancellationCost } from './cancellation-cost.js';
import { costFingerprint } from './cost-fingerprint.js';
import { emergencyCancellationRequest, appealDecisionRequest } from './leave-admin.js';
import { LEAVE_ADMIN_CALLS } from './leave-admin-calls.js';
import { LEAVE_CALLS } from './leave-calls.js';
import { DEFAULT_CANCELLATION_POLICY } from './leave-policy.js';
import { appealRequest, leaveHistoryQuery } from './leave-records.js';
import {
  cancellationPolicy,
  cancellationResult,
  fixedLeaveConfirm,
  fixedLeaveQuery,
  LEAVE_RANGE_MAX_MS,
  leaveRequest,
} from './leave-schemas.js';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the leave request', () => {
  const base = { reason: 'SICKNESS', type: 'REGULAR_CANCELLATION' };

  it('picks classes one way, previewing unless told otherwise', () => {
    expect(leaveRequest.parse({ ...base, slotIds: [3, '3', 4] })).toEqual({
      ...base,
      slotIds: [3, 4],
      preview: true,
    });
    expect(leaveRequest.parse({ ...base, startTimes: ['1000', 1000], preview: false })).toEqual({
      ...base,
      startTimes: [1000],
      preview: false,
    });
    const range = leaveRequest.parse({
      ...base,
      startTime: 0,
      endTime: 24 * HOUR_MS,
      slotIds: null,
    });
    expect([range.startTime, range.endTime, range.slotIds]).toEqual([0, 24 * HOUR_MS, undefined]);
  });

  it('refuses no way, two ways, half a range and a range too long', () => {
    const pick = `slotIds: ${FIELD_MESSAGES.pickClasses}`;
    expect(messages(leaveRequest.safeParse(base))).toEqual([pick]);
    expect(messages(leaveRequest.safeParse({ ...base, slotIds: [1], startTimes: [5] }))).toEqual([
      pick,
    ]);
    expect(messages(leaveRequest.safeParse({ ...base, slotIds: [1], startTime: 5 }))).toEqual([
      pick,
    ]);
    const invalid = `endTime: ${FIELD_MESSAGES.invalid}`;
    expect(messages(leaveRequest.safeParse({ ...base, startTime: 5 }))).toEqual([invalid]);
    expect(messages(leaveRequest.safeParse({ ...base, startTime: 5, endTime: 5 }))).toEqual([
      invalid,
    ]);
    expect(
      messages(leaveRequest.safeParse({ ...base, startTime: 0, endTime: LEAVE_RANGE_MAX_MS + 1 })),
    ).toEqual([invalid]);
    expect(
      leaveRequest.safeParse({ ...base, startTime: 0, endTime: LEAVE_RANGE_MAX_MS }).success,
    ).toBe(true);
  });

  it('needs words for OTHER, here and in the console and the fixed leave', () => {
    const other = { ...base, reason: 'OTHER', slotIds: [1] };
    const words = `reasonText: ${FIELD_MESSAGES.reasonText}`;
    expect(messages(leaveRequest.safeParse(other))).toEqual([words]);
    expect(messages(leaveRequest.safeParse({ ...other, reasonText: '  ' }))).toEqual([words]);
    expect(leaveRequest.parse({ ...other, reasonText: ' Flood ' }).reasonText).toBe('Flood');
    expect(messages(emergencyCancellationRequest.safeParse({ ...other }))).toEqual([words]);
    expect(messages(fixedLeaveConfirm.safeParse({ ...other, periodId: 1, startTime: 5 }))).toEqual([
      words,
    ]);
    expect(fixedLeaveConfirm.parse({ ...base, periodId: 1, startTime: 5 }).scope).toBe('ONE');
  });

  it('refuses an unknown reason or type, and a fingerprint of another shape', () => {
    expect(leaveRequest.safeParse({ ...base, slotIds: [1], reason: 'BORED' }).success).toBe(false);
    expect(leaveRequest.safeParse({ ...base, slotIds: [1], type: 'CANCEL' }).success).toBe(false);
    expect(leaveRequest.safeParse({ ...base, slotIds: [1], fingerprint: 'xyz' }).success).toBe(
      false,
    );
    expect(
      leaveRequest.parse({ ...base, slotIds: [1], fingerprint: '0123456789abcdef' }).fingerprint,
    ).toBe('0123456789abcdef');
  });
});

describe('the other payloads', () => {
  it('carry what cancellationCost computes, unchanged', () => {
    const cost = cancellationCost({
      classes: [
        {
          slotId: 1,
          startTime: 10 * 24 * HOUR_MS,
          courseType: 'MAIN',
          status: 'BOOKED',
          payCents: 1000,
          periodKey: '1:0',
          peakCarrots: 1,
          standbyHeld: true,
        },
      ],
      currentPeriodKey: '1:0',
      periodCounts: {},
      now: 0,
      type: 'REGULAR_CANCELLATION',
      reason: 'SICKNESS',
      by: 'TEACHER',
      policy: DEFAULT_CANCELLATION_POLICY,
      before: { cancellations: 0, noShows: 0, credits: 0, freePassesLeft: 1 },
    });
    const { refusals: _refusals, ...rest } = cost;
    const answer = { ...rest, preview: true, leaveId: null, fingerprint: costFingerprint(cost) };
    expect(cancellationResult.parse(answer)).toEqual(answer);
  });

  it('hold the policy within bounds, the defaults among them', () => {
    expect(cancellationPolicy.parse(DEFAULT_CANCELLATION_POLICY)).toEqual(
      DEFAULT_CANCELLATION_POLICY,
    );
    const late = { ...DEFAULT_CANCELLATION_POLICY, lastMinuteLeadHours: 25 };
    expect(messages(cancellationPolicy.safeParse(late))).toEqual([
      `lastMinuteLeadHours: ${FIELD_MESSAGES.invalid}`,
    ]);
    expect(
      cancellationPolicy.safeParse({ ...DEFAULT_CANCELLATION_POLICY, periodMonths: 0 }).success,
    ).toBe(false);
    expect(
      cancellationPolicy.safeParse({ ...DEFAULT_CANCELLATION_POLICY, noShowFineCents: -1 }).success,
    ).toBe(false);
  });

  it('page the history by month, 50 a page by default', () => {
    expect(leaveHistoryQuery.parse({ monthStartTime: '' })).toEqual({ pageIndex: 1, pageSize: 50 });
    expect(leaveHistoryQuery.safeParse({ pageSize: 201 }).success).toBe(false);
    expect(fixedLeaveQuery.parse({ periodId: '2', startTime: '5' })).toEqual({
      periodId: 2,
      startTime: 5,
      scope: 'ONE',
      type: 'REGULAR_CANCELLATION',
    });
  });

  it('need an appeal message and a decision with a reason', () => {
    expect(appealRequest.safeParse({ leaveId: 1, message: '   ' }).success).toBe(false);
    expect(appealRequest.parse({ leaveId: '1', message: 'I was there\nfrom 18:52' })).toEqual({
      leaveId: 1,
      message: 'I was there\nfrom 18:52',
    });
    expect(appealDecisionRequest.safeParse({ decision: 'ACCEPT' }).success).toBe(false);
    expect(appealDecisionRequest.safeParse({ decision: 'MAYBE', reason: 'x' }).success).toBe(false);
  });
});

describe('the new calls', () => {
  const areas = [LEAVE_CALLS, LEAVE_ADMIN_CALLS, FIXED_CALLS, FIXED_INTEGRATION_CALLS];
  const calls: AnyCall[] = areas.flatMap((area): AnyCall[] => Object.values(area));

  it('name addresses and operations nobody else uses', () => {
    // Once registered in CALL_AREAS they are in ALL_CALLS too: each call counts once.
    const all = [...new Set([...ALL_CALLS, ...calls])];
    const addresses = all.map((call) => `${call.method} ${call.path}`);
    const ids = all.map((call) => call.operationId);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are teacher calls, staff calls with the leave actions, or service calls with a scope', () => {
    for (const call of calls) {
      if (call.path.startsWith('/t/tc/')) expect(call.action ?? call.auth).toBeUndefined();
      else if (call.auth === 'service') {
        expect(call.path.startsWith('/ops/integration/')).toBe(true);
        expect(call.serviceScope).toBe(call.method === 'GET' ? 'READ_OPERATE' : 'WRITE_OPERATE');
      } else {
        expect(call.path.startsWith('/ops/')).toBe(true);
        expect(call.action).toBe(call.method === 'GET' ? 'viewLeave' : 'manageLeave');
      }
    }
    expect(calls.filter((call) => call.auth === 'service')).toHaveLength(4);
  });
});
