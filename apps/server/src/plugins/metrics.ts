import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SYSTEM_CALLS } from '@portal/contracts';
import type { Config } from '../config.js';
import { callRoute } from '../lib/call-route.js';
import { businessEventOf } from '../observability/business-events.js';
import type { Metrics } from '../observability/metrics.js';
import { sendError } from './error-handler.js';

/** Requests matching no route share one label: unknown paths must not grow the series. */
const UNMATCHED = 'unmatched';

/**
 * Records every answer (route template, status, latency, business events), and serves the
 * registry on METRICS_PORT when set (a listener of its own, for the scraper's network only);
 * `metricsRoute` serves it on the main port behind METRICS_TOKEN (decision 047).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config): void {
  // A callback hook: an async one costs every answer a promise (decision 032).
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // Fastify builds `routeOptions` anew at each read: read it once.
    const route = request.routeOptions;
    metrics.request(request.method, route.url ?? UNMATCHED, status, reply.elapsedTime / 1000);
    const event = businessEventOf(request, route.schema, status);
    if (event) metrics.counters.count(event);
    done();
  });
  if (config.METRICS_PORT) servePort(app, metrics, config.HOST, config.METRICS_PORT);
}

async function sendMetrics(metrics: Metrics, reply: FastifyReply) {
  const text = await metrics.registry.metrics();
  return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
}

/**
 * GET /metrics on the main port (registered with the system routes, after the document):
 * with `Authorization: Bearer METRICS_TOKEN` the registry, otherwise NOT_FOUND.
 */
export function metricsRoute(app: FastifyInstance): void {
  const token = app.config.METRICS_TOKEN;
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  app.route({
    ...callRoute(SYSTEM_CALLS.metrics, {
      tags: ['system'],
      // Operators need the figures most when the server is under pressure.
      config: { pressureHandler: () => undefined },
    }),
    handler: async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      const allowed =
        expected !== undefined &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      // Refused as unknown: the address tells nothing to whoever has no token.
      if (!allowed) return sendError(request, reply, 'NOT_FOUND');
      return sendMetrics(app.metrics, reply);
    },
  });
}

function servePort(app: FastifyInstance, metrics: Metrics, host: string, port: number): void {
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) =>
          response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject).listen(port, host, () => resolve());
    });
    app.log.info({ port }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
}
