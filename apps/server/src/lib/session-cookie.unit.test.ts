import fastifyCookie from '@fastify/cookie';
import { COOKIE_LIFETIME_DAYS } from '@portal/contracts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSessionCookie, requestMeta, setSessionCookie } from './session-cookie.js';

const SECONDS_PER_DAY = 86_400;

const fakeRequest = (fields: { protocol?: string; ip?: string; userAgent?: string }) =>
  ({
    protocol: fields.protocol ?? 'http',
    ip: fields.ip ?? '203.0.113.7',
    headers: fields.userAgent === undefined ? {} : { 'user-agent': fields.userAgent },
  }) as unknown as FastifyRequest;

const fakeReply = () => {
  const reply = { setCookie: vi.fn(), clearCookie: vi.fn() };
  return { reply, asReply: reply as unknown as FastifyReply };
};

describe('setSessionCookie', () => {
  it('sets an HttpOnly, SameSite=Lax cookie on the whole site for one day', () => {
    const { reply, asReply } = fakeReply();
    setSessionCookie(fakeRequest({ protocol: 'http' }), asReply, 'portal_session', 'tok-1');
    expect(reply.setCookie).toHaveBeenCalledTimes(1);
    expect(reply.setCookie).toHaveBeenCalledWith('portal_session', 'tok-1', {
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY,
    });
    expect(reply.setCookie.mock.calls[0]?.[2]).toStrictEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
      maxAge: COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY,
    });
    expect(reply.clearCookie).not.toHaveBeenCalled();
  });

  it('marks it Secure only over https', () => {
    for (const [protocol, secure] of [
      ['https', true],
      ['http', false],
    ] as const) {
      const { reply, asReply } = fakeReply();
      setSessionCookie(fakeRequest({ protocol }), asReply, 'portal_staff', 'tok-2');
      expect(reply.setCookie.mock.calls[0]?.[2], protocol).toMatchObject({ secure });
      expect(reply.setCookie.mock.calls[0]?.slice(0, 2)).toStrictEqual(['portal_staff', 'tok-2']);
    }
  });
});

describe('clearSessionCookie', () => {
  it('clears the cookie on the path it was set on', () => {
    const { reply, asReply } = fakeReply();
    clearSessionCookie(asReply, 'portal_session');
    expect(reply.clearCookie).toHaveBeenCalledTimes(1);
    expect(reply.clearCookie.mock.calls[0]).toStrictEqual(['portal_session', { path: '/' }]);
    expect(reply.setCookie).not.toHaveBeenCalled();
  });
});

describe('the Set-Cookie header', () => {
  const app = Fastify({ trustProxy: true });
  beforeAll(async () => {
    await app.register(fastifyCookie);
    app.get('/in', (request, reply) => {
      setSessionCookie(request, reply, 'portal_session', 'tok-3');
      return 'in';
    });
    app.get('/out', (_request, reply) => {
      clearSessionCookie(reply, 'portal_session');
      return 'out';
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('has exactly these attributes, Secure behind an https proxy', async () => {
    const plain = await app.inject({ url: '/in' });
    expect(plain.headers['set-cookie']).toBe(
      `portal_session=tok-3; Max-Age=${COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY}; Path=/; HttpOnly; SameSite=Lax`,
    );
    const secure = await app.inject({ url: '/in', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['set-cookie']).toBe(
      `portal_session=tok-3; Max-Age=${COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it('expires the cookie on sign-out', async () => {
    const out = await app.inject({ url: '/out' });
    expect(out.headers['set-cookie']).toBe(
      'portal_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
  });
});

describe('requestMeta', () => {
  it("gives the client's address and its user agent", () => {
    expect(
      requestMeta(fakeRequest({ ip: '198.51.100.4', userAgent: 'Mozilla/5.0' })),
    ).toStrictEqual({ ip: '198.51.100.4', userAgent: 'Mozilla/5.0' });
  });

  it('leaves the user agent out when there is none or it is empty', () => {
    expect(requestMeta(fakeRequest({ ip: '2001:db8::1' }))).toStrictEqual({ ip: '2001:db8::1' });
    expect(requestMeta(fakeRequest({ ip: '2001:db8::1', userAgent: '' }))).toStrictEqual({
      ip: '2001:db8::1',
    });
  });
});
