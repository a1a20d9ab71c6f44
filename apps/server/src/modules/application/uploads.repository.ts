import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { uploads } from '../../db/schema/index.js';

export interface UploadRow {
  id: string;
  ownerUserId: number;
  purpose: string;
  storageKey: string;
  contentType: string;
  fileName: string;
  size: number;
}

export function createUploadsRepository(db: Db) {
  return {
    async insert(row: UploadRow) {
      await db.insert(uploads).values(row);
    },
    async find(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },
    async findMany(ids: string[]): Promise<UploadRow[]> {
      return ids.length ? db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
