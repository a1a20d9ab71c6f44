import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call that a page on another site must not make in a visitor's browser: a public write
     * (sign-in, registration, password reset: login CSRF, decision 023), or a GET that writes
     * (an upload grant), which the CSRF header does not guard.
     */
    sameSiteOnly?: boolean;
  }
}

function originOf(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A browser says where a call comes from: `Origin` on every cross-origin POST, and
 * `Sec-Fetch-Site` in current browsers. Trusted: our PUBLIC_URL, the host the request was
 * sent to (any address the server is reached by), and CORS_ORIGINS. A call with neither
 * header is not from a browser page, and so not a forgery: it passes.
 */
function isCrossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    const url = originOf(origin); // `null` (a sandboxed frame, a data: page) does not parse
    if (!url) return true;
    if (trusted.has(url.origin)) return false;
    return url.host !== originOf(`${request.protocol}://${request.host}`)?.host;
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/** Refuses the `sameSiteOnly` routes' calls from other sites with FORBIDDEN (403). */
export function registerCrossSiteCheck(app: FastifyInstance, config: Config): void {
  const trusted = new Set(
    [config.PUBLIC_URL, ...config.CORS_ORIGINS].map((url) => new URL(url).origin),
  );
  const refuseCrossSite = async (request: FastifyRequest) => {
    if (isCrossSite(request, trusted)) throw new AppError('FORBIDDEN');
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.sameSiteOnly) return;
    // onRequest: before the body is read, the rate limit counted or a password hashed.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseCrossSite, ...existing];
  });
}
