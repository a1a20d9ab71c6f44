import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers that are still in flight tell the client to drop the
 * connection. Otherwise a keep-alive socket that turns idle after close() began keeps the
 * server (and the shutdown) waiting until the client hangs up.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: an async one costs every answer a promise (decision 032).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
