import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { MUTATION_GROUPS } from '../../mutation.config.mjs';
import { groupModules, writesInUnitOfWork } from './mutation-selection.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const group = (name) => MUTATION_GROUPS.find((g) => g.name === name);

describe('writesInUnitOfWork', () => {
  it('accepts code handed the unit of work or opening one', () => {
    expect(writesInUnitOfWork('export async function book(tx: Repositories, x: X) {}')).toBe(true);
    expect(writesInUnitOfWork("async function f(\n  tx: Pick<Repositories, 'pay'>,\n) {}")).toBe(
      true,
    );
    expect(writesInUnitOfWork('return uow.run(async (tx) => tx.fixed.periods.endDue(now));')).toBe(
      true,
    );
  });

  it('refuses reads, views and wiring', () => {
    expect(
      writesInUnitOfWork("export function views(repositories: Pick<Repositories, 'fixed'>)"),
    ).toBe(false);
    expect(writesInUnitOfWork('interface Deps { uow: Uow; repositories: Repositories }')).toBe(
      false,
    );
    expect(writesInUnitOfWork('export const cents = (n: number) => Math.round(n * 100);')).toBe(
      false,
    );
  });
});

describe('the writers group', () => {
  it('measures the module code that writes money and statuses (issue 35)', async () => {
    const modules = await groupModules(group('writers'), root);
    expect(modules).toEqual(
      expect.arrayContaining([
        'apps/server/src/modules/pay/pay-generation.ts',
        'apps/server/src/modules/leave/cancellation-writer.ts',
        'apps/server/src/modules/leave/no-show-records.ts',
        'apps/server/src/modules/fixed/fixed-booking.ts',
      ]),
    );
  });

  it('leaves services (their own group), repositories, routes and tests out', async () => {
    const modules = await groupModules(group('writers'), root);
    expect(modules.filter((file) => /\.(service|repository|routes|test)\.ts$/.test(file))).toEqual(
      [],
    );
    expect(modules).not.toContain('apps/server/src/modules/fixed/fixed-views.ts');
  });

  it('leaves no module file that writes through `tx` unmeasured', async () => {
    const measured = new Set(
      (await Promise.all(MUTATION_GROUPS.map((g) => groupModules(g, root)))).flat(),
    );
    const files = await glob('apps/server/src/modules/**/*.ts', {
      cwd: root,
      ignore: ['**/*.test.ts', '**/*.repository.ts', '**/*.routes.ts'],
    });
    const writing = [];
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8');
      // A call on the unit of work's repositories: `tx.pay.writes.insertLines(`.
      if (/\btx\.\w+(?:\.\w+)*\(/.test(source)) writing.push(file);
    }
    expect(writing.length).toBeGreaterThan(10);
    expect(writing.filter((file) => !measured.has(file))).toEqual([]);
  });
});
