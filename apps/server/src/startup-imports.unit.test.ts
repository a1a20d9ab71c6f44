import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Libraries that take a tenth of a second or more to load and serve one feature (contract
 * PDFs, object storage, captcha pictures): they load with their feature's first call, not
 * with every server start and every API test's app (decision 050).
 */
const LOADED_ON_FIRST_USE = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  '@aws-sdk/client-s3',
  '@aws-sdk/s3-request-presigner',
  'sharp',
  'svg-captcha',
];

const app = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app.ts');

/** The packages the app's module graph imports, statically (at load) and dynamically. */
async function packagesOfApp(): Promise<{ atLoad: Set<string>; later: Set<string> }> {
  const { metafile } = await build({
    entryPoints: [app],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // Each dynamic import becomes a chunk of its own, so static reachability can be walked.
    splitting: true,
    outdir: '/nonexistent',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => outputs[file]?.entryPoint);
  const atLoad = new Set<string>();
  const later = new Set<string>();
  const loaded = new Set<string>();
  const walk = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const { path: target, kind, external } of outputs[file]?.imports ?? []) {
      if (external) (kind === 'import-statement' ? atLoad : later).add(target);
      else if (kind === 'import-statement') walk(target);
    }
  };
  if (entry) walk(entry);
  for (const file of Object.keys(outputs)) {
    if (loaded.has(file)) continue;
    for (const { path: target, external } of outputs[file]?.imports ?? [])
      if (external) later.add(target);
  }
  return { atLoad, later };
}

describe("the server's start", () => {
  it('loads the libraries of single features on first use, and still uses them', async () => {
    const { atLoad, later } = await packagesOfApp();
    // The walk sees the packages loaded at start at all.
    expect([...atLoad]).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'zod']));
    for (const name of LOADED_ON_FIRST_USE) {
      expect(atLoad, `${name} is loaded when the server starts`).not.toContain(name);
      expect(later, `${name} is no longer used: take it off the list`).toContain(name);
    }
  });
});
