import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A status column is written only by its lifecycle's writer (lifecycle-writer.ts, and the
// funnel's own writer for users' stage and status): any other `.update(table).set({ status })`
// or `.insert(table).values({ status })` in server code fails here, with where it is. Tests
// and the demo data aside: like fixtures, they set rows up in the state their moves would
// have left them in (the demo's history), and no user acts through them.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WRITERS = new Set([
  'status-moves/lifecycle-writer.ts',
  'modules/funnel/funnel.repository.ts',
]);
/**
 * Status columns that are not a declared lifecycle yet ("<file> <table>"), each with why. An
 * entry here is a debt: a new status set is declared in contracts instead.
 */
const NOT_DECLARED = new Set<string>([]);

const statusKey = /(^|[\s{,])status\s*[:,}]|(^|[\s{,])status\s*$/m;
const write = /\.(update|insert)\((\w+)\)([\s\S]*?)\.(set|values)\(/g;

function sourceFiles(): string[] {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The argument of the call opened at `start` (the index just after its `(`). */
function argumentAt(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth += 1;
    if (c === ')' || c === '}' || c === ']') depth -= 1;
    if (depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

/** Every status write outside the writers, as "file:line table". */
export function statusWrites(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(write)) {
    if ((match[3] ?? '').includes(';')) continue; // the chain ended before .set/.values
    const argument = argumentAt(text, (match.index ?? 0) + match[0].length);
    // Only the top level of the object: a nested `status` belongs to something else.
    const topLevel = argument.replace(/\{[^{}]*\}/g, (inner, offset: number) =>
      offset === argument.indexOf('{') ? inner : '',
    );
    if (!statusKey.test(topLevel)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${file}:${line} ${match[2]}`);
  }
  return found;
}

describe('status columns', () => {
  it('are written only through the lifecycle writers', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const relative = path.relative(src, file);
      if (WRITERS.has(relative) || relative.startsWith(`demo${path.sep}`)) continue;
      for (const hit of statusWrites(relative, readFileSync(file, 'utf8'))) {
        const [, table] = hit.split(' ');
        if (NOT_DECLARED.has(`${relative} ${table}`)) continue;
        found.push(hit);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a status write (the scan itself works)', () => {
    const text = [
      'await db',
      '  .update(payslips)',
      "  .set({ status: 'PAID', paidAt: at })",
      '  .where(eq(payslips.id, id));',
      'await db.insert(slots).values(rows.map((r) => ({ ...r, status })));',
      'await db.update(staff).set({ name }).where(x);',
      "await db.insert(notes).values({ detail: { status: 'x' } });",
    ].join('\n');
    expect(statusWrites('f.ts', text)).toEqual(['f.ts:2 payslips', 'f.ts:5 slots']);
  });
});
