import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { postgresRateLimitStore } from './rate-limit-store.js';

/**
 * Registers @fastify/rate-limit with its counters in the database (decision 043), so a limit
 * holds across every server on it. Routes opt in with `config.rateLimit`; nothing is limited
 * by default.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: postgresRateLimitStore(app.database.db, app.log),
  });
}
