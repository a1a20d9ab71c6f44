import { API_PREFIXES, BASE_PATH, PUBLIC_ROUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler.js';
import { sendSpaIndex } from './spa.js';

const HOME = `${BASE_PATH}${PUBLIC_ROUTES.home}`;
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Unknown paths: API prefixes answer the JSON envelope with NOT_FOUND; client routes under
 * the base path get the SPA (its router decides); missing hashed assets are a plain 404;
 * anything else is sent to the landing page (spec section 2).
 */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return sendError(request, reply, 'NOT_FOUND');
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!readsPage) return sendError(request, reply, 'NOT_FOUND');
    if (path.startsWith(`${BASE_PATH}/assets/`)) return sendError(request, reply, 'NOT_FOUND');
    if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) return sendSpaIndex(request, reply);
    return reply.redirect(HOME, 302);
  });
}
