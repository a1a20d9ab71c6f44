import type { IntegrationKeyView, OperateScope, OperatorRole } from '@portal/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { integrationKeys, staff } from '../../db/schema/index.js';

/** The student side's service keys: a name, a scope and the key's hash, never the key. */
export function createIntegrationKeysRepository(db: Db) {
  const columns = {
    id: integrationKeys.id,
    name: integrationKeys.name,
    role: integrationKeys.role,
    scope: integrationKeys.scope,
    prefix: integrationKeys.keyPrefix,
    createdBy: staff.name,
    createdAt: integrationKeys.createdAt,
    revokedAt: integrationKeys.revokedAt,
    lastUsedAt: integrationKeys.lastUsedAt,
  };
  const base = () =>
    db
      .select(columns)
      .from(integrationKeys)
      .leftJoin(staff, eq(staff.id, integrationKeys.createdBy));
  type Row = Awaited<ReturnType<typeof base>>[number];
  const view = (row: Row): IntegrationKeyView => ({
    ...row,
    role: row.role as OperatorRole,
    scope: row.scope as OperateScope,
    createdAt: row.createdAt.getTime(),
    revokedAt: row.revokedAt?.getTime() ?? null,
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  });

  return {
    /** Live keys first, newest first. */
    async list(): Promise<IntegrationKeyView[]> {
      const rows = await base().orderBy(
        desc(isNull(integrationKeys.revokedAt)),
        desc(integrationKeys.createdAt),
        desc(integrationKeys.id),
      );
      return rows.map(view);
    },

    async find(id: number): Promise<IntegrationKeyView | undefined> {
      const [row] = await base().where(eq(integrationKeys.id, id));
      return row ? view(row) : undefined;
    },

    async create(values: {
      name: string;
      role: OperatorRole;
      scope: OperateScope;
      keyHash: string;
      keyPrefix: string;
      createdBy: number;
    }): Promise<number> {
      const [row] = await db
        .insert(integrationKeys)
        .values(values)
        .returning({ id: integrationKeys.id });
      if (!row) throw new Error('no key row');
      return row.id;
    },

    /** A conditional update: false when the key is unknown or already revoked. */
    async revoke(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(integrationKeys)
        .set({ revokedAt: at })
        .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)))
        .returning({ id: integrationKeys.id });
      return rows.length === 1;
    },
  };
}
export type IntegrationKeysRepository = ReturnType<typeof createIntegrationKeysRepository>;
