/**
 * The built server as a process, without a browser: each test spawns its own server (so it
 * can stop and restart it) through the same support module as the fixtures.
 */
import { expect, test } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  HEALTH_TIMEOUT_MS,
  makeDataDir,
  removeDataDir,
  startServer,
  STOP_TIMEOUT_MS,
  type ServerProcess,
} from './support/server-process';

/** Folders under `dir` (itself included, up to `depth` levels) that hold a PGlite/PostgreSQL data directory. */
async function findPgDataDirs(dir: string, depth = 3): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found = entries.some((e) => e.isFile() && e.name === 'PG_VERSION') ? [dir] : [];
  if (depth > 0) {
    for (const entry of entries) {
      if (entry.isDirectory())
        found.push(...(await findPgDataDirs(path.join(dir, entry.name), depth - 1)));
    }
  }
  return found;
}

test.describe('built server process', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];

  test.beforeEach(async () => {
    dataDir = await makeDataDir();
  });

  test.afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await removeDataDir(dataDir);
  });

  test('restarts on the same DATA_DIR after a graceful SIGTERM', async () => {
    test.setTimeout(2 * HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS + 20_000);

    const first = await startServer({ dataDir });
    servers.push(first);
    const pgDirs = await findPgDataDirs(dataDir);
    expect(pgDirs, `PGlite files (PG_VERSION) under ${dataDir}`).not.toEqual([]);

    const exit = await first.stop(STOP_TIMEOUT_MS);
    expect(exit, `exit after SIGTERM; server output:\n${first.output()}`).toEqual({
      code: 0,
      signal: null,
      killed: false,
    });

    const second = await startServer({ dataDir });
    servers.push(second);
    expect(await findPgDataDirs(dataDir)).toEqual(pgDirs);
  });

  test('redirects unknown pages to /v2/home and answers unknown API calls with NOT_FOUND', async () => {
    test.setTimeout(HEALTH_TIMEOUT_MS + STOP_TIMEOUT_MS + 20_000);
    const server = await startServer({ dataDir });
    servers.push(server);

    const page = await fetch(`${server.url}/nope-unknown`, { redirect: 'manual' });
    expect([301, 302, 303, 307, 308]).toContain(page.status);
    const location = page.headers.get('location');
    expect(location, 'Location header').toBeTruthy();
    expect(new URL(location ?? '', server.url).pathname).toBe('/v2/home');

    const api = await fetch(`${server.url}/t/unknown`, { redirect: 'manual' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type') ?? '').toContain('application/json');
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
