import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

/** A bare app with one route answering `size` characters from the cache under `?key=`. */
async function appWith(size: number, max = 10) {
  const cache = createAnswerCache(max);
  let made = 0;
  const app = Fastify();
  app.get<{ Querystring: { key: string } }>('/answer', (request, reply) =>
    cache.send(request, reply, request.query.key, async () => {
      made += 1;
      return { made, text: 'x'.repeat(size) };
    }),
  );
  await app.ready();
  const get = (key: string, encoding?: string) =>
    app.inject({
      url: '/answer',
      query: { key },
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  return { app, cache, get, made: () => made };
}

describe('the answer cache', () => {
  it('makes an answer once per key and sends the same bytes again', async () => {
    const { get, made } = await appWith(2000);
    const first = await get('a');
    const again = await get('a');
    expect(made()).toBe(1);
    expect(again.body).toBe(first.body);
    expect(first.json()).toEqual({ made: 1, text: 'x'.repeat(2000) });
    await get('b');
    expect(made()).toBe(2);
  });

  it('sends JSON with a vary header, compressed as the client takes it from 1 kB', async () => {
    const { get } = await appWith(2000);
    const plain = await get('k');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get('k', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await get('k', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const unknown = await get('k', 'deflate');
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.body).toBe(plain.body);
  });

  it('sends an answer under 1 kB as it is, whatever the client takes', async () => {
    const { get } = await appWith(900);
    const small = await get('s', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.json().text).toHaveLength(900);
    const { get: getBig } = await appWith(1024 - '{"made":1,"text":""}'.length);
    const exactly = await getBig('e', 'gzip');
    expect(exactly.rawPayload.length).toBeLessThan(1024);
    expect(exactly.headers['content-encoding']).toBe('gzip');
  });

  it('keeps at most `max` answers, the least recently used going first', async () => {
    const { get, cache, made } = await appWith(10, 2);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    await get('a');
    expect(made()).toBe(3);
    await get('b');
    expect(made()).toBe(4);
  });

  it('keeps nothing when making the answer fails', async () => {
    const cache = createAnswerCache(10);
    const app = Fastify();
    let calls = 0;
    app.get('/fails', (request, reply) =>
      cache.send(request, reply, 'k', async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return { ok: true };
      }),
    );
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    expect(cache.size).toBe(0);
    expect((await app.inject({ url: '/fails' })).json()).toEqual({ ok: true });
  });
});
