import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIFECYCLES } from '@portal/contracts';
import { OTHER_MEANINGS } from './status-literals.allowed.js';

// A lifecycle's status codes are written as literals only in its `*.lifecycle.ts` file; code
// elsewhere names them through the lifecycle (`PAYSLIP.PAID`, a move's name), so that a rule
// about a status has one place. This test reads every source file (tests aside: their literals
// and their support files under test/ and security/*-cases.ts are the oracle) of the three workspaces and fails on a quoted status code anywhere else,
// unless the same word means something else there (status-literals.allowed.ts, with why).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
/** Test support outside *.test.ts files: their literals are the oracle, as in tests. */
const TEST_SUPPORT = /(^|\/)src\/test\/|\/security\/[\w-]+-cases\.ts$/;
const codes = [...new Set(LIFECYCLES.flatMap((l) => l.statuses))];
const quoted = new RegExp(`(['"\`])(${codes.join('|')})\\1`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !/\.lifecycle\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('lifecycle status codes', () => {
  it('appear as literals only in their lifecycle files', () => {
    const found: string[] = [];
    let read = 0;
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        read += 1;
        const relative = path.relative(root, file);
        if (relative.endsWith('status-literals.allowed.ts') || TEST_SUPPORT.test(relative))
          continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const match of line.matchAll(quoted)) {
              if (OTHER_MEANINGS.has(`${relative} ${match[0].slice(1, -1)}`)) continue;
              found.push(`${relative}:${index + 1} ${match[0]}`);
            }
          });
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('are found where they are written (the scan itself works)', () => {
    const code = codes[0] ?? '';
    expect(`status: '${code}'`.match(quoted)).toEqual([`'${code}'`]);
    expect(`'${code}x'`.match(quoted)).toBeNull();
  });
});
