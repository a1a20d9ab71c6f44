/**
 * Which files a mutation group measures (mutation.config.mjs, scripts/mutate.mjs): the group's
 * globs, less its `ignore` globs, and, when the group has a `where` rule, only the files whose
 * source the rule accepts. A rule reads what the code is, so a new file joins by being it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';

/**
 * Module code that writes (issue 35): it runs inside a unit of work. A function takes the
 * unit of work's repositories as `tx` (`tx: Repositories`, `tx: Pick<Repositories, 'pay'>`)
 * or opens one (`uow.run(`): that is where payslips, leave records, fines and the statuses
 * of classes, periods and applicants are written. A view or a read takes `repositories`.
 */
export const WRITES_IN_UNIT_OF_WORK = /\btx: (?:Pick<)?Repositories\b|\buow\.run\(/;

export const writesInUnitOfWork = (source) => WRITES_IN_UNIT_OF_WORK.test(source);

/** The group's files, relative to `root`, sorted; tests and declarations never. */
export async function groupModules(group, root) {
  const files = await glob(group.modules, {
    cwd: root,
    ignore: ['**/*.test.*', '**/*.d.ts', ...(group.ignore ?? [])],
  });
  const kept = [];
  for (const file of files) {
    if (!group.where || group.where(await readFile(path.join(root, file), 'utf8'))) kept.push(file);
  }
  return kept.sort();
}
