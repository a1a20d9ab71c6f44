import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { demoContextOf } from '../demo/demo-seeds.js';
import { loadDemoData } from '../demo/load-demo-data.js';
import { DEMO_TEACHER_PASSWORD } from '../demo/seeds/demo-accounts.js';
import { anyIp } from './accounts-client.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A demo-data test file's world: an app with the demo data loaded, as `npm start` has it, and
 * the demo teacher signed in. Registers its own beforeAll and afterAll.
 */
export function demoWorld() {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.app.database.db, demoContextOf(t.app.services));
    const login = await t.app.inject({
      method: 'POST',
      url: '/t/tn/user/foreign/login',
      payload: { email: 'teacher@portal.demo', password: DEMO_TEACHER_PASSWORD },
      remoteAddress: anyIp(),
    });
    token = login.json().data.serviceTokenCookie.value as string;
  });
  afterAll(() => t?.close());
  return {
    app: (): FastifyInstance => t.app,
    /** A GET as the demo teacher. */
    get: (url: string, query: Record<string, string> = {}) =>
      t.app.inject({ url, query, headers: { 'x-user-token': token } }),
    /** A POST as the demo teacher. */
    post: (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'x-user-token': token } }),
  };
}
