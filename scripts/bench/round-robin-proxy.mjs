#!/usr/bin/env node
/**
 * A small round-robin HTTP proxy for the bench (issue 15): each request goes to the next
 * target in turn, over a bounded pool of kept-alive sockets per target, with a timeout.
 * It adds X-Forwarded-For (the servers run with TRUST_PROXY=1), and answers 502 when a target
 * fails. Not for production: a real deployment has its balancer.
 *
 *   node scripts/bench/round-robin-proxy.mjs --port 8090 --target http://127.0.0.1:8081 [--target ...]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';

/** Sockets per target: more than the bench's connections, so the proxy never queues them. */
const MAX_SOCKETS_PER_TARGET = 128;
const TIMEOUT_MS = 15_000;

const { values } = parseArgs({
  options: { port: { type: 'string' }, target: { type: 'string', multiple: true } },
});
const port = Number(values.port);
const targets = (values.target ?? []).map((target) => new URL(target));
if (!Number.isInteger(port) || port <= 0 || targets.length === 0) {
  console.error('Usage: round-robin-proxy.mjs --port N --target URL [--target URL ...]');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS_PER_TARGET });
let next = 0;

const server = http.createServer((request, response) => {
  const target = targets[next];
  next = (next + 1) % targets.length;
  const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      agent,
      timeout: TIMEOUT_MS,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  const fail = () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  };
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  upstream.on('error', fail);
  request.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => {
  console.log(`round-robin proxy on ${port} to ${targets.map(String).join(', ')}`);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
