import { and, asc, eq, sql } from 'drizzle-orm';
import {
  BANNER,
  BANNER_LIFECYCLE,
  BANNER_SWITCH,
  type BannerKind,
  type BannerStatus,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

export interface BannerRow {
  id: number;
  kind: BannerKind;
  title: string;
  redirectUrl: string;
  status: BannerStatus;
  sortOrder: number;
  pictureKey: string;
  pictureType: string;
  updatedAt: Date;
}

const columns = {
  id: banners.id,
  kind: banners.kind,
  title: banners.title,
  redirectUrl: banners.redirectUrl,
  status: banners.status,
  sortOrder: banners.sortOrder,
  pictureKey: banners.pictureKey,
  pictureType: banners.pictureType,
  updatedAt: banners.updatedAt,
};

const asRow = (
  row: { kind: string; status: string } & Omit<BannerRow, 'kind' | 'status'>,
): BannerRow => ({
  id: row.id,
  kind: row.kind as BannerKind,
  title: row.title,
  redirectUrl: row.redirectUrl,
  status: row.status as BannerStatus,
  sortOrder: row.sortOrder,
  pictureKey: row.pictureKey,
  pictureType: row.pictureType,
  updatedAt: row.updatedAt,
});

export function createBannersRepository(db: Db) {
  const writerIn = (scope: Db) =>
    createLifecycleWriter(scope, BANNER_LIFECYCLE, {
      table: banners,
      id: banners.id,
      status: banners.status,
    });
  return {
    async list(kind: BannerKind | undefined, onlyOn: boolean): Promise<BannerRow[]> {
      const rows = await db
        .select(columns)
        .from(banners)
        .where(
          and(
            kind ? eq(banners.kind, kind) : undefined,
            onlyOn ? eq(banners.status, BANNER.ON) : undefined,
          ),
        )
        .orderBy(asc(banners.kind), asc(banners.sortOrder), asc(banners.id));
      return rows.map(asRow);
    },

    async find(id: number): Promise<BannerRow | undefined> {
      const [row] = await db.select(columns).from(banners).where(eq(banners.id, id));
      return row ? asRow(row) : undefined;
    },

    /** New banners go last in their kind's order. */
    async insert(row: {
      kind: BannerKind;
      title: string;
      redirectUrl: string;
      pictureKey: string;
      pictureType: string;
      createdBy: number;
    }) {
      const [created] = await writerIn(db).create(
        'create',
        { by: 'staff', staffId: row.createdBy },
        [
          {
            ...row,
            // Computed in the insert itself (Drizzle takes SQL there; the writer's type names values).
            sortOrder:
              sql`(select coalesce(max(${banners.sortOrder}), 0) + 1 from ${banners} where ${banners.kind} = ${row.kind})` as unknown as number,
          },
        ],
      );
      if (!created) throw new Error('banner not inserted');
      return asRow(created);
    },

    /** Changes a banner's fields and, when `status` is given, switches it there (once). */
    async update(
      id: number,
      changes: Partial<Pick<BannerRow, 'title' | 'redirectUrl' | 'pictureKey' | 'pictureType'>>,
      status?: { to: BannerStatus; staffId: number },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(banners)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(banners.id, id))
          .returning(columns);
        if (!row || !status) return row ? asRow(row) : undefined;
        // Already there: nothing moves, and the row stays as read.
        const [moved] = await writerIn(tx).move(
          BANNER_SWITCH[status.to],
          { by: 'staff', staffId: status.staffId },
          eq(banners.id, id),
        );
        return asRow(moved?.row ?? row);
      });
    },

    /** Positions follow the given order; ids of another kind are not touched. */
    async reorder(kind: BannerKind, ids: number[]) {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx
            .update(banners)
            .set({ sortOrder: index + 1, updatedAt: new Date() })
            .where(and(eq(banners.id, id), eq(banners.kind, kind)));
        }
      });
    },

    async delete(id: number): Promise<BannerRow | undefined> {
      const [row] = await db.delete(banners).where(eq(banners.id, id)).returning(columns);
      return row ? asRow(row) : undefined;
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
