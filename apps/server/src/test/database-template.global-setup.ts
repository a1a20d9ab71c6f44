import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildMigratedTemplate } from './test-database.js';

/**
 * The API suite's global setup: on PGlite (no TEST_DATABASE_URL), the migrated template is
 * built once for the whole run and handed to every test file as a file, instead of each file
 * migrating its own (3.5 s per file on PGlite; PostgreSQL migrates a database in 0.2 s).
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await buildMigratedTemplate()).arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
