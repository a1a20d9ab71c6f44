import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Registers @fastify/rate-limit. Routes opt in with `config.rateLimit`; nothing is limited by default. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}
