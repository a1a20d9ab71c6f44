import type { FastifyInstance } from 'fastify';
import type { ReadinessCheck } from '../modules/system/readiness.js';

/**
 * While the server closes, answers that are still in flight tell the client to drop the
 * connection. Otherwise a keep-alive socket that turns idle after close() began keeps the
 * server (and the shutdown) waiting until the client hangs up.
 */
export function registerGracefulClose(
  app: FastifyInstance,
  readiness: Pick<ReadinessCheck, 'shutdownStarted'>,
): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    // Readiness answers 503 from now on, so a balancer sends nothing new (decision 047).
    readiness.shutdownStarted();
  });
  // A callback hook: an async one costs every answer a promise (decision 032).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
