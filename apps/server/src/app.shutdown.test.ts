import { okData } from './lib/envelope.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let started!: () => void;
const requestStarted = new Promise<void>((resolve) => (started = resolve));
let t: TestApp;
// Started in the hook: a loaded machine's start-up is not the test's budget.
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: async (app) => {
      app.get('/t/tn/probe/in-flight', { schema: { operationId: 'probeInFlight' } }, async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return okData('finished');
      });
    },
  });
});

describe('graceful shutdown', () => {
  it('finishes the in-flight request, then closes the database', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const response = fetch(`${address}/t/tn/probe/in-flight`).then((res) => res.json());
    await requestStarted;
    const closed = t.close();
    await expect(response).resolves.toMatchObject({ code: 'OK', data: 'finished' });
    await closed;
    await expect(t.app.database.ping()).rejects.toThrow();
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});
