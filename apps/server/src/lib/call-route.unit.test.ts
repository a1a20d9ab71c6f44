import { SYSTEM_CALLS, defineCall } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute } from './call-route.js';

const body = z.object({ title: z.string() });
const query = z.object({ page: z.coerce.number() });
const params = z.object({ bannerId: z.string() });
const payload = z.object({ id: z.string() });

/** A call with every part a call may have. */
const FULL = defineCall({
  method: 'PUT',
  path: '/ops/banners/:bannerId',
  operationId: 'replaceBanner',
  summary: 'multipart/form-data: picture',
  action: 'manageBanners',
  auth: 'staff',
  body,
  query,
  params,
  payload,
  alsoAnswers: [409, 503],
  multipart: { fieldName: 'picture' },
});

/** A call with nothing optional: no schema, no answer, no guard of its own. */
const BARE = defineCall({ method: 'GET', path: '/t/tn/ping', operationId: 'ping' });

describe('callRoute', () => {
  it('takes the method, address, schemas, statuses and guard from the call', () => {
    const route = callRoute(FULL, { tags: ['Banners'] });
    expect(route.method).toBe('PUT');
    expect(route.url).toBe('/ops/banners/:bannerId');
    expect(route.schema).toStrictEqual({
      operationId: 'replaceBanner',
      tags: ['Banners'],
      summary: 'multipart/form-data: picture',
      consumes: ['multipart/form-data'],
      body,
      querystring: query,
      params,
      response: { 200: FULL.response, 409: FULL.response, 503: FULL.response },
    });
    expect(route.schema.body).toBe(body);
    expect(route.schema.querystring).toBe(query);
    expect(route.schema.params).toBe(params);
    expect(route.schema.response[200]).toBe(FULL.response);
    expect(route.config).toStrictEqual({ auth: 'staff', action: 'manageBanners' });
  });

  it('adds nothing the call does not declare', () => {
    const route = callRoute(BARE, { tags: ['System'] });
    expect(route).toStrictEqual({
      method: 'GET',
      url: '/t/tn/ping',
      schema: { operationId: 'ping', tags: ['System'] },
      config: {},
    });
  });

  it('answers the payload with 200 only, unless the call names other statuses', () => {
    const plain = defineCall({
      method: 'GET',
      path: '/t/tn/thing',
      operationId: 'thing',
      payload,
    });
    const route = callRoute(plain, { tags: [] });
    expect(Object.keys(route.schema.response)).toStrictEqual(['200']);
    expect(route.schema.response[200]).toBe(plain.response);

    const health = callRoute(SYSTEM_CALLS.health, { tags: ['System'] });
    expect(Object.keys(health.schema.response)).toStrictEqual(['200', '503']);
    expect(health.schema.response[503]).toBe(SYSTEM_CALLS.health.response);
  });

  it("keeps the route's own config beside the call's guard, without changing it", () => {
    const own = { sameSiteOnly: true };
    const route = callRoute(FULL, { tags: ['Banners'], config: own });
    expect(route.config).toStrictEqual({
      sameSiteOnly: true,
      auth: 'staff',
      action: 'manageBanners',
    });
    expect(own).toStrictEqual({ sameSiteOnly: true });
    expect(callRoute(BARE, { tags: [], config: own }).config).toStrictEqual({
      sameSiteOnly: true,
    });
  });

  it('uses the tags it is given, not the call', () => {
    const tags = ['Content', 'Console'];
    expect(callRoute(FULL, { tags }).schema.tags).toStrictEqual(['Content', 'Console']);
  });
});
