import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STAGES, FUNNEL_STATUSES } from '@portal/contracts';

// Stages and statuses live in the contracts' funnel table; code elsewhere names them through it
// (`STATUS.Apply`, `STAGE.CONTRACT`, a transition's name), so that a rule about them has one
// place. This test reads every source file (tests aside: their literals are the oracle) and
// fails on a quoted stage or status code outside packages/contracts/src/funnel/.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const table = path.join(root, 'packages/contracts/src/funnel') + path.sep;
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const codes = [...APPLICATION_STAGES, ...Object.keys(FUNNEL_STATUSES)];
const quoted = new RegExp(`(['"\`])(${codes.join('|')})\\1`, 'g');
/** Words spelled like a code that mean something else: the spec's resource type CONTRACT. */
const NOT_FUNNEL_CODES = new Set([
  "packages/contracts/src/contract/documents.ts 'CONTRACT'",
  // Course types of spec section 3 and the Standby course label (decision 039), not stages.
  "packages/contracts/src/classes/class-types.ts 'INTERVIEW'",
  "packages/contracts/src/classes/class-types.ts 'TRAINING'",
  "packages/contracts/src/classes/class-types.ts 'Standby'",
  // The applicant's session types (decision 073), named elsewhere through DEMO_COURSE.
  "packages/contracts/src/scheduling/demo-courses.ts 'INTERVIEW'",
  "packages/contracts/src/scheduling/demo-courses.ts 'TRAINING'",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('stage and status codes', () => {
  it('appear as literals only in the funnel table', () => {
    const found: string[] = [];
    let read = 0;
    for (const dir of SOURCES) {
      for (const file of sourceFiles(path.join(root, dir))) {
        read += 1;
        if (file.startsWith(table)) continue;
        const lines = readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, index) => {
          for (const match of line.matchAll(quoted)) {
            if (NOT_FUNNEL_CODES.has(`${path.relative(root, file)} ${match[0]}`)) continue;
            found.push(`${path.relative(root, file)}:${index + 1} ${match[0]}`);
          }
        });
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('are found where they are written (the scan itself works)', () => {
    expect("status: 'Apply'".match(quoted)).toEqual(["'Apply'"]);
    expect('stage === "TRAIL_CLASS"'.match(quoted)).toEqual(['"TRAIL_CLASS"']);
    expect("'Applying'".match(quoted)).toBeNull();
  });
});
