import { ACCOUNT_CALLS } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let addresses = 0;
/** A new client address each call, so per-address rules only bite where a test means them to. */
export const anyIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * Calls as the real clients make them, for the account tests: from one fixed address when
 * `ip` is given, else from a new address each call.
 */
export function accountsClient(app: FastifyInstance, ip?: string) {
  const from = () => ip ?? anyIp();
  const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: from() });
  return {
    register: (body: object | string, headers?: Record<string, string>) =>
      post('/t/tn/user/register', body, headers),
    signIn: (body: object) => post('/t/tn/user/foreign/login', body),
    checkLogin: (headers: Record<string, string>) => post('/t/tn/user/check/login', {}, headers),
    logout: (headers: Record<string, string>) => post('/t/tc/user/logout', {}, headers),
    forgot: (body: object) => post('/t/tn/user/forget/password', body),
    reset: (body: object) => post('/t/tn/user/reset/password', body),
    changePassword: (body: object, headers: Record<string, string>) =>
      post('/t/tc/user/update/password', body, headers),
    captcha: (scene: string) =>
      app.inject({ method: 'GET', url: `/t/tn/captcha?scene=${scene}`, remoteAddress: from() }),
    proofChallenge: (scene: string, email?: string) =>
      app.inject({
        method: 'GET',
        url: `${ACCOUNT_CALLS.proofOfWorkChallenge.path}?${new URLSearchParams({ scene, ...(email ? { email } : {}) })}`,
        remoteAddress: from(),
      }),
  };
}

export const tokenOf = (res: LightMyRequestResponse): string =>
  (res.json() as { data: { serviceTokenCookie: { value: string } } }).data.serviceTokenCookie.value;

export const asTeacher = (token: string) => ({ 'x-user-token': token });

let counter = 0;
/** A fresh, valid address for each call. */
export const newEmail = () => `teacher${Date.now()}${(counter += 1)}@example.com`;
