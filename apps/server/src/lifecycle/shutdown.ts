import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (decision 047): readiness turns 503 at once and the listener closes (the
 * preClose hooks), requests in flight get up to `timeoutMs` to finish before their sockets
 * are cut, then the onClose hooks stop the job workers (each finishes its current job) and
 * close the pool.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  options: { timeoutMs: number },
): Promise<void> {
  // Before anything else, synchronously: the next readiness check already answers 503.
  app.readiness.shutdownStarted();
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs: options.timeoutMs }, 'requests still in flight: closing them');
    app.server.closeAllConnections();
  }, options.timeoutMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
