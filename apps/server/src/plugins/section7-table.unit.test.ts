import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_CALLS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

/**
 * docs/api-section7.md lists every call of spec section 7 with the route that answers it.
 * The calls table is what the server serves (calls-table.test.ts), so a route named there
 * that is not a call, or a row without a status, fails here.
 */
const table = readFileSync(
  fileURLToPath(new URL('../../../../docs/api-section7.md', import.meta.url)),
  'utf8',
);
const rows = table
  .split('\n')
  .filter(
    (line) => line.startsWith('| ') && !line.startsWith('| Call ') && !line.startsWith('| ---'),
  )
  .map((line) => {
    const [call = '', route = '', status = ''] = line
      .slice(2, -2)
      .split(' | ')
      .map((cell) => cell.trim());
    return { call, route, status };
  });
const served = new Set(ALL_CALLS.map((call) => `${call.method} ${call.path}`));

describe('the section-7 table (docs/api-section7.md)', () => {
  it('has a row for each call of the four groups', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
  });

  it.each(rows.map((row) => [row.call, row] as const))(
    '%s: a status and a served route',
    (_c, row) => {
      const kind = /^(kept|differs|not applicable|missing)\b/.exec(row.status)?.[1] ?? '';
      expect(kind, row.status).not.toBe('');
      if (kind === 'kept' || kind === 'differs') {
        const route = /^`([A-Z]+ \/[^`]*)`$/.exec(row.route)?.[1];
        expect(route, row.route).toBeDefined();
        expect(served.has(route ?? '')).toBe(true);
      } else {
        expect(row.route).toBe('none');
        // Why it does not apply, or what is missing, is said after the status.
        expect(row.status.length).toBeGreaterThan(kind.length + 10);
      }
    },
  );
});
