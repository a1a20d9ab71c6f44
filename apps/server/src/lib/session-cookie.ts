import { COOKIE_LIFETIME_DAYS, DAY_MS, SECOND_MS } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** HttpOnly (scripts never read it), SameSite=Lax, Secure over https, one day (spec 9). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  token: string,
): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    // In seconds, as the cookie's Max-Age is.
    maxAge: (COOKIE_LIFETIME_DAYS * DAY_MS) / SECOND_MS,
  });
}

export function clearSessionCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/' });
}

export function requestMeta(request: FastifyRequest): { ip: string; userAgent?: string } {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}
