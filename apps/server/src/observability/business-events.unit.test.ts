import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { businessEventOf } from './business-events.js';

const call = (operationId: string | undefined, body?: object, status = 200) =>
  businessEventOf(
    { body } as unknown as FastifyRequest,
    operationId ? { operationId } : undefined,
    status,
  );

describe('business events (decision 047)', () => {
  it('count registrations and bookings that succeeded, nothing that failed', () => {
    expect(call('register')).toBe('registration');
    expect(call('bookDemoTime')).toBe('demo_booking');
    expect(call('integrationBookStudents')).toBe('class_booking');
    expect(call('register', undefined, 409)).toBeUndefined();
    expect(call('getHealth')).toBeUndefined();
    expect(call(undefined)).toBeUndefined();
  });

  it('count a leave once confirmed: a carrot exchange apart from other cancellations', () => {
    const leave = (body: object) => call('applyLeave', body);
    expect(leave({ preview: true, type: 'REGULAR_CANCELLATION' })).toBeUndefined();
    expect(leave({ type: 'REGULAR_CANCELLATION' })).toBeUndefined();
    expect(leave({ preview: false, type: 'REGULAR_CANCELLATION' })).toBe('cancellation');
    expect(leave({ preview: false, type: 'CARROT_EXCHANGE_CANCELLATION' })).toBe('exchange');
    expect(call('applyLeave')).toBeUndefined();
    expect(call('recordEmergencyCancellation')).toBe('cancellation');
  });
});
