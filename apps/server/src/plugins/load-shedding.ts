import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Metrics } from '../observability/metrics.js';
import { sendError } from './error-handler.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Read by @fastify/under-pressure: a route's own answer under pressure. One that sends
     * nothing lets the request through (liveness, metrics).
     */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Past this event-loop delay the server answers 503 rather than queueing more work. */
const DEFAULT_EVENT_LOOP_DELAY_MS = 1_000;
/** Near V8's heap limit, garbage collection takes over the process: refuse before that. */
const HEAP_SHARE = 0.9;

/** The limits in force: configured, else the defaults (decision 047). */
export function loadSheddingLimits(config: Config) {
  return {
    // PGlite runs its queries on the event loop: a long query is not overload there.
    maxEventLoopDelay:
      config.LOAD_SHED_EVENT_LOOP_DELAY_MS ??
      (config.databaseKind === 'embedded' ? 0 : DEFAULT_EVENT_LOOP_DELAY_MS),
    maxHeapUsedBytes:
      config.LOAD_SHED_HEAP_USED_BYTES ??
      Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE),
  };
}

/**
 * Load shedding with @fastify/under-pressure: under pressure a request is answered at once
 * with 503 in the envelope and Retry-After, never left to hang. Routes that must answer
 * anyway (liveness, metrics) set their own `pressureHandler` that lets them through.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Config,
  metrics: Metrics,
): Promise<void> {
  const retryAfter = String(config.LOAD_SHED_RETRY_AFTER_SECONDS);
  await app.register(underPressure, {
    ...loadSheddingLimits(config),
    pressureHandler: (request, reply, type) => {
      metrics.shed(type);
      reply.header('retry-after', retryAfter);
      sendError(request, reply, 'BIZ_SERVICE_UNAVAILABLE');
    },
  });
}
