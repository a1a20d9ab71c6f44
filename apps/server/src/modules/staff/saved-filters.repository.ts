import {
  SAVED_FILTERS_PER_LIST,
  type FilteredList,
  type SavedFilter,
  type SavedFilterRequest,
} from '@portal/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { savedFilters } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

const columns = { id: savedFilters.id, name: savedFilters.name, query: savedFilters.query };

/** A member's saved filters of the console's lists (decision 069): theirs alone. */
export function createSavedFiltersRepository(db: Db) {
  return {
    list(staffId: number, list: FilteredList): Promise<SavedFilter[]> {
      return db
        .select(columns)
        .from(savedFilters)
        .where(and(eq(savedFilters.staffId, staffId), eq(savedFilters.list, list)))
        .orderBy(asc(savedFilters.name));
    },

    /** Saves under the name, replacing the member's filter of that name; at most 20 a list. */
    async save(staffId: number, filter: Required<SavedFilterRequest>): Promise<SavedFilter> {
      const mine = and(eq(savedFilters.staffId, staffId), eq(savedFilters.list, filter.list));
      const [kept] = await db.select({ n: count() }).from(savedFilters).where(mine);
      const [same] = await db
        .select({ id: savedFilters.id })
        .from(savedFilters)
        .where(and(mine, eq(savedFilters.name, filter.name)));
      if (!same && (kept?.n ?? 0) >= SAVED_FILTERS_PER_LIST)
        throw new AppError('BIZ_PARAM_INVALID');
      const [row] = await db
        .insert(savedFilters)
        .values({ staffId, list: filter.list, name: filter.name, query: filter.query })
        .onConflictDoUpdate({
          target: [savedFilters.staffId, savedFilters.list, savedFilters.name],
          set: { query: filter.query },
        })
        .returning(columns);
      if (!row) throw new Error('saved filter not written');
      return row;
    },

    /** Removes one of the member's own; another member's reads as not found. */
    async remove(staffId: number, id: number): Promise<void> {
      const removed = await db
        .delete(savedFilters)
        .where(and(eq(savedFilters.id, id), eq(savedFilters.staffId, staffId)))
        .returning({ id: savedFilters.id });
      if (removed.length === 0) throw new AppError('NOT_FOUND');
    },
  };
}
