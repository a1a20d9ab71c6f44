/**
 * The folder a test run keeps its output in: `test-output/<kind>-<time>/` under the
 * repository (TEST_OUTPUT_DIR overrides `test-output`). Steps write `<id>.log` and their
 * runners' reports there; what passed is removed at the end, what failed stays to be read.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** How many earlier runs' folders are kept beside the new one. */
const KEEP_RUNS = 10;

/**
 * @param {string} root the repository
 * @param {string} kind `test` or `stress`
 * @returns {string} the new, empty folder (absolute)
 */
export function createRunDir(root, kind) {
  const base = path.resolve(root, process.env.TEST_OUTPUT_DIR || 'test-output');
  mkdirSync(base, { recursive: true });
  const earlier = readdirSync(base)
    .filter((name) => /^(test|stress)-\d{8}T\d{6}/.test(name))
    .sort();
  for (const name of earlier.slice(0, Math.max(0, earlier.length - KEEP_RUNS + 1))) {
    rmSync(path.join(base, name), { recursive: true, force: true });
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const dir = path.join(base, `${kind}-${stamp}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Removes the output of the steps that passed; keeps the folder when one failed.
 * @param {string} dir
 * @param {{ id: string, ok: boolean }[]} results
 * @returns {string | null} the folder when it was kept
 */
export function keepOrRemoveRunDir(dir, results) {
  if (results.every((r) => r.ok)) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  for (const r of results.filter((result) => result.ok)) {
    for (const name of [`${r.id}.log`, `${r.id}.json`, r.id]) {
      const file = path.join(dir, name);
      if (existsSync(file)) rmSync(file, { recursive: true, force: true });
    }
  }
  return dir;
}
