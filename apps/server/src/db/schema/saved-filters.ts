import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { staff } from './staff.js';

/**
 * A member's saved filters of the console's lists (decision 069): a name and the list's
 * address query, one name once per member and list; they go with the member.
 */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint({ mode: 'number' })
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    list: text().notNull(),
    name: text().notNull(),
    query: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_filters_member_list_name_key').on(table.staffId, table.list, table.name),
    check('saved_filters_list', sql`${table.list} in ('applicants', 'teachers')`),
    check('saved_filters_name_length', sql`char_length(${table.name}) between 1 and 60`),
    check('saved_filters_query_length', sql`char_length(${table.query}) <= 500`),
  ],
);
