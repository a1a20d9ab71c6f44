import { FIELD_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/png.js';
import { multipart } from '../../test/multipart.js';
import { staffSession } from '../../test/sessions-for-tests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await staffSession(t.app, ['OPERATIONS']);
});
afterAll(() => t?.close());

const png = gradientPng(32, 12, [255, 120, 0], [40, 90, 200]);
const asOps = () => ({ 'x-auth-token': ops });

async function createBanner(
  title: string,
  redirectUrl = '/refcenter',
  bytes = png,
  filename = 'banner.png',
) {
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
}

const publicList = async () =>
  (await t.app.inject({ url: '/t/tn/banner/list?type=TEACHER_RECRUIT' })).json().data as {
    id: number;
    title: string;
    picUrl: string;
  }[];

const update = (id: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/ops/banners/${id}`, payload: body, headers: asOps() });

describe('banners', () => {
  it('are made OFF, shown once switched ON, in the order staff set, and hidden again when OFF', async () => {
    const a = (await createBanner('First')).json().data;
    const b = (await createBanner('Second', 'https://school.example/join')).json().data;
    expect(a).toMatchObject({ bannerStatus: 'OFF', kind: 'TEACHER_RECRUIT' });
    expect(await publicList()).toEqual([]);

    await update(a.id, { bannerStatus: 'ON' });
    await update(b.id, { bannerStatus: 'ON' });
    expect((await publicList()).map((x) => x.title)).toEqual(['First', 'Second']);

    const order = await t.app.inject({
      method: 'POST',
      url: '/ops/banners/order',
      payload: { kind: 'TEACHER_RECRUIT', ids: [b.id, a.id] },
      headers: asOps(),
    });
    expect(order.statusCode).toBe(200);
    expect((await publicList()).map((x) => x.title)).toEqual(['Second', 'First']);

    await update(b.id, { bannerStatus: 'OFF' });
    expect((await publicList()).map((x) => x.title)).toEqual(['First']);
    const hidden = await t.app.inject({ url: `/t/tn/banner/picture/${b.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/ops/banners/${b.id}/picture`, headers: asOps() })).statusCode,
    ).toBe(200);
  });

  it('serve their picture as what it is, never sniffed or run', async () => {
    const banner = (await createBanner('Picture')).json().data;
    await update(banner.id, { bannerStatus: 'ON' });
    const [shown] = (await publicList()).filter((x) => x.id === banner.id);
    const res = await t.app.inject({ url: shown?.picUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('check the link and title they are given', async () => {
    const bad = await createBanner('Bad link', 'javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual({ redirectUrl: FIELD_MESSAGES.invalid });
    const noTitle = await createBanner('', '/learn');
    expect(noTitle.json().data.fields.title).toBe(FIELD_MESSAGES.required);
    for (const url of ['//evil.example', 'http://plain.example']) {
      expect((await createBanner('x', url)).statusCode, url).toBe(400);
    }
  });

  it('refuse links that leave the site, when made and when changed', async () => {
    const hostile = [
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%2f%5cevil.example',
      '/%252F%252Fevil.example',
      '\\\\evil.example',
      'https://portal.example@evil.example/',
      'https:evil.example',
    ];
    const banner = (await createBanner('Kept')).json().data;
    for (const url of hostile) {
      const made = await createBanner('x', url);
      expect(made.statusCode, url).toBe(400);
      expect(made.json().data.fields, url).toEqual({ redirectUrl: FIELD_MESSAGES.invalid });
      const changed = await update(banner.id, { redirectUrl: url });
      expect(changed.json().data.fields, url).toEqual({ redirectUrl: FIELD_MESSAGES.invalid });
    }
    for (const url of ['/', '/learn#top', '/v2/home?type=register', 'https://shop.example/a?b=1']) {
      expect((await update(banner.id, { redirectUrl: url })).statusCode, url).toBe(200);
    }
  });

  it('are deleted with their picture', async () => {
    const banner = (await createBanner('Doomed')).json().data;
    const [row] = await queryRows<{ key: string }>(
      t.app.database.db,
      sql`select picture_key as key from banners where id = ${banner.id}`,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/ops/banners/${banner.id}`,
      headers: asOps(),
    });
    expect(del.statusCode).toBe(200);
    expect(await t.app.services.storage.read(row?.key ?? '')).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/ops/banners/${banner.id}`, headers: asOps() }))
        .statusCode,
    ).toBe(404);
  });

  it('are managed by OPERATIONS only', async () => {
    const recruiter = await staffSession(t.app, ['RECRUITER']);
    const res = await t.app.inject({ url: '/ops/banners', headers: { 'x-auth-token': recruiter } });
    expect(res.statusCode).toBe(403);
  });
});

/** The upload cases every later upload joins (issue: quality harness, uploads). */
describe('banner picture uploads', () => {
  it.each([
    [
      'an oversize file',
      Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]),
      'big.png',
      413,
      'BIZ_UPLOAD_TOO_LARGE',
    ],
    [
      'text under an image name',
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'fake.png',
      415,
      'BIZ_UPLOAD_IMAGE_FORMAT',
    ],
    [
      'a PDF under an image name',
      Buffer.from('%PDF-1.7\n...'),
      'doc.jpg',
      415,
      'BIZ_UPLOAD_IMAGE_FORMAT',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 400, 'BIZ_UPLOAD_NO_FILE'],
  ])('refuse %s', async (_case, bytes, filename, status, code) => {
    const res = await createBanner('Refused', '/home', bytes, filename);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('store under a server-made name, whatever the file was called', async () => {
    const res = await createBanner('Tricky', '/home', png, '../../../etc/passwd.png');
    expect(res.statusCode).toBe(200);
    const [row] = await queryRows<{ key: string }>(
      t.app.database.db,
      sql`select picture_key as key from banners where id = ${res.json().data.id}`,
    );
    expect(row?.key).toMatch(/^banners\/[A-Za-z0-9_-]{43}\.png$/);
  });

  it('refuse a request without a file', async () => {
    const body = multipart({ kind: 'TEACHER_RECRUIT', title: 'x', redirectUrl: '/home' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/banners',
      payload: body.payload,
      headers: { ...body.headers, ...asOps() },
    });
    expect(res.json().code).toBe('BIZ_UPLOAD_NO_FILE');
  });
});

const otherPng = gradientPng(16, 16, [0, 200, 80], [220, 20, 60]);
const NO_SUCH_BANNER = 999_999;

interface Managed {
  id: number;
  kind: string;
  title: string;
  redirectUrl: string;
  bannerStatus: string;
  sortOrder: number;
  picUrl: string;
}

async function createShopBanner(title: string) {
  const body = multipart(
    { kind: 'SHOP', title, redirectUrl: '/shop' },
    { field: 'picture', filename: 'shop.png', contentType: 'image/png', bytes: png },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/banners',
    payload: body.payload,
    headers: { ...body.headers, ...asOps() },
  });
  return res.json().data as Managed;
}

const manageList = async (query = '') => {
  const res = await t.app.inject({ url: `/ops/banners${query}`, headers: asOps() });
  expect(res.statusCode).toBe(200);
  return res.json().data as Managed[];
};

const replacePicture = (id: number, bytes: Buffer) => {
  const body = multipart(
    {},
    { field: 'picture', filename: 'new.png', contentType: 'image/png', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url: `/ops/banners/${id}/picture`,
    payload: body.payload,
    headers: { ...body.headers, ...asOps() },
  });
};

const pictureKey = async (id: number) =>
  (
    await queryRows<{ key: string }>(
      t.app.database.db,
      sql`select picture_key as key from banners where id = ${id}`,
    )
  )[0]?.key;

const fields = ({ id, title, redirectUrl, bannerStatus }: Managed) => ({
  id,
  title,
  redirectUrl,
  bannerStatus,
});

describe('banners managed one by one', () => {
  it('answer NOT_FOUND for a banner that does not exist, on every route that names one', async () => {
    const calls = [
      () => update(NO_SUCH_BANNER, { title: 'Ghost' }),
      () => replacePicture(NO_SUCH_BANNER, otherPng),
      () =>
        t.app.inject({ method: 'DELETE', url: `/ops/banners/${NO_SUCH_BANNER}`, headers: asOps() }),
      () => t.app.inject({ url: `/ops/banners/${NO_SUCH_BANNER}/picture`, headers: asOps() }),
      () => t.app.inject({ url: `/t/tn/banner/picture/${NO_SUCH_BANNER}` }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('answer NOT_FOUND for a picture whose file is gone', async () => {
    const banner = (await createBanner('Lost picture')).json().data as Managed;
    await update(banner.id, { bannerStatus: 'ON' });
    await t.app.services.storage.delete((await pictureKey(banner.id)) ?? '');
    for (const url of [`/ops/banners/${banner.id}/picture`, `/t/tn/banner/picture/${banner.id}`]) {
      const res = await t.app.inject({ url, headers: asOps() });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('change only what an update names', async () => {
    const banner = (await createBanner('Original', '/learn')).json().data as Managed;
    const steps: [object, ReturnType<typeof fields>][] = [
      [
        { title: 'Renamed' },
        { id: banner.id, title: 'Renamed', redirectUrl: '/learn', bannerStatus: 'OFF' },
      ],
      [
        { redirectUrl: '/refcenter' },
        { id: banner.id, title: 'Renamed', redirectUrl: '/refcenter', bannerStatus: 'OFF' },
      ],
      [
        { bannerStatus: 'ON' },
        { id: banner.id, title: 'Renamed', redirectUrl: '/refcenter', bannerStatus: 'ON' },
      ],
    ];
    for (const [changes, expected] of steps) {
      const res = await update(banner.id, changes);
      expect(res.statusCode).toBe(200);
      expect(fields(res.json().data as Managed)).toEqual(expected);
      const listed = (await manageList()).find((x) => x.id === banner.id);
      expect(listed && fields(listed)).toEqual(expected);
    }
  });

  it('get a new picture in place of the old one', async () => {
    const banner = (await createBanner('New look')).json().data as Managed;
    const oldKey = (await pictureKey(banner.id)) ?? '';
    const res = await replacePicture(banner.id, otherPng);
    expect(res.statusCode).toBe(200);
    expect(fields(res.json().data as Managed)).toEqual(fields(banner));
    const newKey = await pictureKey(banner.id);
    expect(newKey).not.toBe(oldKey);
    expect(await t.app.services.storage.read(oldKey)).toBeUndefined();
    const served = await t.app.inject({
      url: `/ops/banners/${banner.id}/picture`,
      headers: asOps(),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(otherPng)).toBe(true);
  });
});

describe('banner lists', () => {
  it('show the console every banner, OFF ones too, and visitors only the ON ones', async () => {
    const on = await createShopBanner('Shown');
    const off = await createShopBanner('Hidden');
    await update(on.id, { bannerStatus: 'ON' });

    expect((await manageList('?kind=SHOP')).map(fields)).toEqual([
      { id: on.id, title: 'Shown', redirectUrl: '/shop', bannerStatus: 'ON' },
      { id: off.id, title: 'Hidden', redirectUrl: '/shop', bannerStatus: 'OFF' },
    ]);
    const everyKind = await manageList();
    expect(everyKind.filter((x) => x.kind === 'SHOP').map((x) => x.id)).toEqual([on.id, off.id]);
    expect(everyKind.some((x) => x.kind === 'TEACHER_RECRUIT')).toBe(true);

    const shown = await t.app.inject({ url: '/t/tn/banner/list?type=SHOP' });
    expect((shown.json().data as Managed[]).map((x) => x.id)).toEqual([on.id]);

    // A new order answers the kind's whole list, as the console shows it.
    const order = await t.app.inject({
      method: 'POST',
      url: '/ops/banners/order',
      payload: { kind: 'SHOP', ids: [off.id, on.id] },
      headers: asOps(),
    });
    expect(order.statusCode).toBe(200);
    expect((order.json().data as Managed[]).map((x) => [x.id, x.sortOrder])).toEqual([
      [off.id, 1],
      [on.id, 2],
    ]);
  });
});
