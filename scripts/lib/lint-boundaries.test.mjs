import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** The boundary rules of eslint.config.js (issue 9, section 3), tried on made-up files. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

// Each lint parses the file and walks the whole config: seconds, not milliseconds, on a busy machine.
describe('lint boundaries', { timeout: 30_000 }, () => {
  // Loading the config and its plugins is the slow part (seconds on a busy machine): once.
  beforeAll(() => ruleIds('apps/web/src/lib/made.ts', 'export const x = 1;\n'), 120_000);

  it("keep a web feature out of another feature's internals and out of app/", async () => {
    const file = 'apps/web/src/features/console/components/Made.tsx';
    expect(
      await ruleIds(
        file,
        "import { schemaResolver } from '../../application/lib/schema-resolver';\nexport const x = schemaResolver;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        file,
        "import { isBuilt } from '../../../app/route-registry';\nexport const x = isBuilt;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        file,
        "import { schemaResolver } from '../../application/public';\nexport const x = schemaResolver;\n",
      ),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds(file, "import { x } from '../lib/made';\nexport const y = x;\n"),
    ).not.toContain('no-restricted-imports');
  });

  it('judge a path by where it lands, not by a folder name it shares with a feature', async () => {
    // console/leave/ is the console's own area; features/leave/ is the teacher's feature.
    const file = 'apps/web/src/features/console/pay/components/Made.tsx';
    expect(
      await ruleIds(file, "import { x } from '../../leave/api/leave';\nexport const y = x;\n"),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds(file, "import { x } from '../../../leave/api/leave';\nexport const y = x;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await ruleIds(file, "import { x } from '../../../leave/public';\nexport const y = x;\n"),
    ).not.toContain('no-restricted-imports');
    expect(
      await ruleIds(
        file,
        "import { isBuilt } from '../../../../app/route-registry';\nexport const x = isBuilt;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('let only repositories import the database', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { staff } from '../../db/schema/index.js';\nexport const x = [eq, staff];\n";
    const ids = await ruleIds('apps/server/src/modules/staff/made.service.ts', code);
    expect(ids.filter((id) => id === '@typescript-eslint/no-restricted-imports')).toHaveLength(2);
    expect(await ruleIds('apps/server/src/modules/staff/made.repository.ts', code)).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const typeOnly = "import type { Db } from '../../db/database.js';\nexport type X = Db;\n";
    expect(await ruleIds('apps/server/src/modules/staff/made.service.ts', typeOnly)).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });
});
