import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { bannerWorld } from '../../test/banner-world.js';
import { multipart } from '../../test/multipart.js';

const { app, asOps, png, createBanner, update } = bannerWorld();

const otherPng = await gradientPng(16, 16, [0, 200, 80], [220, 20, 60]);
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
  const res = await app().inject({
    method: 'POST',
    url: '/ops/banners',
    payload: body.payload,
    headers: { ...body.headers, ...asOps() },
  });
  return res.json().data as Managed;
}

const manageList = async (query = '') => {
  const res = await app().inject({ url: `/ops/banners${query}`, headers: asOps() });
  expect(res.statusCode).toBe(200);
  return res.json().data as Managed[];
};

const replacePicture = (id: number, bytes: Buffer) => {
  const body = multipart(
    {},
    { field: 'picture', filename: 'new.png', contentType: 'image/png', bytes },
  );
  return app().inject({
    method: 'POST',
    url: `/ops/banners/${id}/picture`,
    payload: body.payload,
    headers: { ...body.headers, ...asOps() },
  });
};

const pictureKey = async (id: number) =>
  (
    await queryRows<{ key: string }>(
      app().database.db,
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
        app().inject({ method: 'DELETE', url: `/ops/banners/${NO_SUCH_BANNER}`, headers: asOps() }),
      () => app().inject({ url: `/ops/banners/${NO_SUCH_BANNER}/picture`, headers: asOps() }),
      () => app().inject({ url: `/t/tn/banner/picture/${NO_SUCH_BANNER}` }),
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
    await app().services.storage.delete((await pictureKey(banner.id)) ?? '');
    for (const url of [`/ops/banners/${banner.id}/picture`, `/t/tn/banner/picture/${banner.id}`]) {
      const res = await app().inject({ url, headers: asOps() });
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
    expect(await app().services.storage.read(oldKey)).toBeUndefined();
    const served = await app().inject({
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

    const shown = await app().inject({ url: '/t/tn/banner/list?type=SHOP' });
    expect((shown.json().data as Managed[]).map((x) => x.id)).toEqual([on.id]);

    // A new order answers the kind's whole list, as the console shows it.
    const order = await app().inject({
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
