import Fastify from 'fastify';
import { ERROR_CATALOGUE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { answerFrameworkError, registerErrorHandler } from './error-handler.js';

/** A server made as the app makes it: the router's refusals go to `answerFrameworkError`. */
async function serverWithRoute() {
  const app = Fastify({
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: 20 },
  });
  app.decorate('config', testConfig());
  registerErrorHandler(app);
  app.get('/t/tn/probe/:id', async () => ({ code: 'OK' }));
  await app.ready();
  return app;
}

// Found by the fuzz (decision 045): Fastify wrote these as its own JSON, outside the envelope.
describe('the router refusals', () => {
  it.each(['%zz', '%E0%A4%A', '%C0%80', '%'])(
    'a URL that does not decode (%s) is the BIZ_PARAM_INVALID envelope',
    async (value) => {
      const app = await serverWithRoute();
      const res = await app.inject({ url: `/t/tn/probe/${value}` });
      await app.close();
      expect(res.statusCode).toBe(ERROR_CATALOGUE.BIZ_PARAM_INVALID.status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: 'BIZ_PARAM_INVALID', data: null });
      expect(typeof res.json().msg).toBe('string');
    },
  );

  it('a path parameter over the router limit is the envelope, not a bare 414', async () => {
    const app = await serverWithRoute();
    const res = await app.inject({ url: `/t/tn/probe/${'1'.repeat(50)}` });
    await app.close();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().code).toBe('BIZ_PARAM_INVALID');
    expect(typeof res.json().msg).toBe('string');
  });
});
