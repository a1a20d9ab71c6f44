import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { businessEventOf } from './business-events.js';

const request = (operationId: string | undefined, body?: object) =>
  ({
    routeOptions: { schema: operationId ? { operationId } : undefined },
    body,
  }) as unknown as FastifyRequest;

describe('business events (decision 047)', () => {
  it('count registrations and bookings that succeeded, nothing that failed', () => {
    expect(businessEventOf(request('register'), 200)).toBe('registration');
    expect(businessEventOf(request('bookDemoTime'), 200)).toBe('demo_booking');
    expect(businessEventOf(request('integrationBookStudents'), 200)).toBe('class_booking');
    expect(businessEventOf(request('register'), 409)).toBeUndefined();
    expect(businessEventOf(request('getHealth'), 200)).toBeUndefined();
    expect(businessEventOf(request(undefined), 200)).toBeUndefined();
  });

  it('count a leave once confirmed: a carrot exchange apart from other cancellations', () => {
    const leave = (body: object) => businessEventOf(request('applyLeave', body), 200);
    expect(leave({ preview: true, type: 'REGULAR_CANCELLATION' })).toBeUndefined();
    expect(leave({ type: 'REGULAR_CANCELLATION' })).toBeUndefined();
    expect(leave({ preview: false, type: 'REGULAR_CANCELLATION' })).toBe('cancellation');
    expect(leave({ preview: false, type: 'CARROT_EXCHANGE_CANCELLATION' })).toBe('exchange');
    expect(businessEventOf(request('applyLeave'), 200)).toBeUndefined();
    expect(businessEventOf(request('recordEmergencyCancellation'), 200)).toBe('cancellation');
  });
});
