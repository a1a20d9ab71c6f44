import { afterAll, beforeAll } from 'vitest';
import { gradientPng } from '../lib/gradient-picture.js';
import { multipart } from './multipart.js';
import { staffSession } from './sessions-for-tests.js';
import { createTestApp, type TestApp } from './test-app.js';

const BANNER_PNG = await gradientPng(32, 12, [255, 120, 0], [40, 90, 200]);

/** A banners test file's world: an app and an OPERATIONS member. Registers beforeAll and afterAll. */
export function bannerWorld() {
  let t: TestApp;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await staffSession(t.app, ['OPERATIONS']);
  });
  afterAll(() => t?.close());
  const asOps = () => ({ 'x-auth-token': ops });
  const png = BANNER_PNG;
  return {
    app: () => t.app,
    asOps,
    /** A picture the banners accept. */
    png,
    /** Creates a landing banner as OPERATIONS, with a picture upload. */
    createBanner(title: string, redirectUrl = '/refcenter', bytes = png, filename = 'banner.png') {
      const body = multipart(
        { kind: 'TEACHER_RECRUIT', title, redirectUrl },
        { field: 'picture', filename, contentType: 'image/png', bytes },
      );
      return t.app.inject({
        method: 'POST',
        url: '/ops/banners',
        payload: body.payload,
        headers: { ...body.headers, ...asOps() },
      });
    },
    update: (id: number, body: object) =>
      t.app.inject({ method: 'POST', url: `/ops/banners/${id}`, payload: body, headers: asOps() }),
  };
}
