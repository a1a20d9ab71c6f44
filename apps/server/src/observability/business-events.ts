import type { FastifyRequest } from 'fastify';
import type { BusinessEvent } from './metrics.js';

type EventOf = (request: FastifyRequest) => BusinessEvent | undefined;

/** A leave confirmed (not its preview): a carrot exchange, or another cancellation. */
const leaveEvent: EventOf = (request) => {
  const body = request.body as { preview?: boolean; type?: string } | undefined;
  if (body?.preview !== false) return undefined;
  return body.type === 'CARROT_EXCHANGE_CANCELLATION' ? 'exchange' : 'cancellation';
};

/** The calls that are a business event when they succeed, by operationId. */
const EVENTS_BY_OPERATION: Record<string, EventOf> = {
  register: () => 'registration',
  bookDemoTime: () => 'demo_booking',
  integrationBookStudents: () => 'class_booking',
  applyLeave: leaveEvent,
  recordEmergencyCancellation: () => 'cancellation',
};

/**
 * What an answered request counts as, from its route's schema (payslips are counted by their
 * generation instead).
 */
export function businessEventOf(
  request: FastifyRequest,
  schema: unknown,
  status: number,
): BusinessEvent | undefined {
  if (status !== 200) return undefined;
  const operationId = (schema as { operationId?: string } | undefined)?.operationId;
  return operationId ? EVENTS_BY_OPERATION[operationId]?.(request) : undefined;
}
