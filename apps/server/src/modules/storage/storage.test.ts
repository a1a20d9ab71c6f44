import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../lib/tokens.js';
import { testConfig } from '../../test/test-app.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { createFileStorage } from './storage-factory.js';
import type { FileStorage } from './storage.js';

const folder = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
let s3: S3rver;
const stores: Record<string, FileStorage> = {};

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: 'portal-files', configs: [] }],
  });
  const address = (await s3.run()) as AddressInfo;
  stores.local = createLocalStorage(path.join(folder, 'local'));
  stores.s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket: 'portal-files',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  // As the server makes it from its settings: the SDK loads on the first call (decision 050).
  stores['configured s3'] = createFileStorage(
    testConfig({
      DATA_DIR: path.join(folder, 'data'),
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  );
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(['local', 's3', 'configured s3'])('%s storage', (kind) => {
  it('keeps, reads back and deletes a file', async () => {
    const store = stores[kind] as FileStorage;
    const key = `banners/${randomToken()}.png`;
    await store.put(key, Buffer.from('picture bytes'), 'image/png');
    const read = await store.read(key);
    expect(read?.contentType).toBe('image/png');
    expect(read?.size).toBe(13);
    expect((await readAll(read?.stream as NodeJS.ReadableStream)).toString()).toBe('picture bytes');
    await store.delete(key);
    expect(await store.read(key)).toBeUndefined();
  });

  it('answers nothing for a missing key and refuses keys it did not make', async () => {
    const store = stores[kind] as FileStorage;
    expect(await store.read(`banners/${randomToken()}.png`)).toBeUndefined();
    for (const key of [
      '../../etc/passwd',
      'banners/../../x.png',
      'banners/short.png',
      '/abs/olute.png',
      'banners/abc.exe',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /not a storage key/,
      );
    }
  });

  it('lists what it keeps, with when it was written, and nothing else', async () => {
    const store = stores[kind] as FileStorage;
    const before = Date.now() - 60_000;
    const keys = [`uploads/${randomToken()}.pdf`, `banners/${randomToken()}.png`];
    for (const key of keys) await store.put(key, Buffer.from('x'), 'application/pdf');
    const listed = new Map<string, Date>();
    for await (const file of store.list()) listed.set(file.key, file.modifiedAt);
    for (const key of keys) {
      expect(listed.get(key)?.getTime()).toBeGreaterThan(before);
      await store.delete(key);
    }
    // The local store's `.type` companions are not files of their own.
    expect([...listed.keys()].filter((key) => key.endsWith('.type'))).toEqual([]);
    const after: string[] = [];
    for await (const file of store.list()) after.push(file.key);
    expect(after.filter((key) => keys.includes(key))).toEqual([]);
  });
});

describe('local storage, a file deleted while it is sent', () => {
  it('is sent whole: it is open before read answers, so nothing fails to open later', async () => {
    const root = path.join(folder, 'local');
    const store = stores.local as FileStorage;
    const key = `banners/${randomToken()}.png`;
    await store.put(key, Buffer.from('picture bytes'), 'image/png');
    const read = await store.read(key);
    // Deleted at once, before anything else runs (staff replace a banner while a visitor's
    // page loads it): a file opened only once the stream starts would fail with ENOENT,
    // outside any handler, and end the process.
    rmSync(path.join(root, key));
    expect((await readAll(read?.stream as NodeJS.ReadableStream)).toString()).toBe('picture bytes');
    await store.delete(key);
  });
});

describe('presigned uploads (upload grants, decision 027)', () => {
  it.each(['s3', 'configured s3'])(
    '%s: a PUT to the signed address stores the body under its key, its length and type signed',
    async (kind) => {
      const store = stores[kind] as FileStorage;
      const key = `incoming/${randomToken()}.pdf`;
      const body = Buffer.from('%PDF-1.4 granted');
      const url = (await store.presignPut?.(key, 'application/pdf', body.length, 60)) ?? '';
      expect(url).toContain(`/portal-files/${key}?`);
      const put = (bytes: Buffer, contentType = 'application/pdf', address = url) =>
        fetch(address, {
          method: 'PUT',
          body: new Uint8Array(bytes),
          headers: { 'content-type': contentType },
        });
      // Length and type are signed (s3rver does not check v4 signatures; S3 does).
      const signed = new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';').sort();
      expect(signed).toEqual(['content-length', 'content-type', 'host']);
      expect(await store.read(key)).toBeUndefined();
      expect((await put(body)).status).toBe(200);
      const read = await store.read(key);
      expect(read?.contentType).toBe('application/pdf');
      expect((await readAll(read?.stream as NodeJS.ReadableStream)).equals(body)).toBe(true);
      await store.delete(key);
    },
  );

  it('s3: an expired address is refused', async () => {
    const store = stores.s3 as FileStorage;
    const key = `incoming/${randomToken()}.pdf`;
    const body = Buffer.from('%PDF-1.4 late');
    const url = (await store.presignPut?.(key, 'application/pdf', body.length, 1)) ?? '';
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(res.status).toBe(403);
    expect(await store.read(key)).toBeUndefined();
  });

  it('local: there is no presigned address (the server signs its own upload route)', () => {
    expect((stores.local as FileStorage).presignPut).toBeUndefined();
  });
});
