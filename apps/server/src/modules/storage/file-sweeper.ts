import { HOUR_MS } from '@portal/contracts';
import type { StoredFilesRepository } from './stored-files.repository.js';
import type { FileStorage } from './storage.js';

/** A file is stored before its row is written: younger files may still get their row. */
export const ORPHAN_GRACE_MS = HOUR_MS;
/** An upload that no form refers to a day later was abandoned (the form was never saved). */
export const UNREFERENCED_UPLOAD_MS = 24 * HOUR_MS;
const BATCH = 500;

/**
 * Removes what storage holds for nobody: uploads no form took up within a day, upload grants
 * no feature claimed within a day, and files no
 * row names after the grace period (a failed write after the file was stored, a row deleted
 * with its owner). Rows go first, files after: a file left by a failed delete is an orphan
 * the next run removes, never a row without its file.
 */
export function createFileSweeper(
  repository: StoredFilesRepository,
  storage: FileStorage,
  clock: () => Date = () => new Date(),
) {
  return {
    async run(): Promise<{ uploads: number; files: number }> {
      const now = clock().getTime();
      const abandoned = await repository.deleteUnreferencedUploads(
        new Date(now - UNREFERENCED_UPLOAD_MS),
      );
      const unclaimed = await repository.deleteUnclaimedGrants(
        new Date(now - UNREFERENCED_UPLOAD_MS),
      );
      for (const key of [...abandoned, ...unclaimed]) await storage.delete(key);

      let files = 0;
      const oldEnough = new Date(now - ORPHAN_GRACE_MS);
      let batch: string[] = [];
      const sweep = async () => {
        const named = await repository.namedKeys(batch);
        for (const key of batch.filter((key) => !named.has(key))) {
          await storage.delete(key);
          files += 1;
        }
        batch = [];
      };
      for await (const file of storage.list()) {
        if (file.modifiedAt >= oldEnough) continue;
        batch.push(file.key);
        if (batch.length >= BATCH) await sweep();
      }
      if (batch.length) await sweep();
      return { uploads: abandoned.length + unclaimed.length, files };
    },
  };
}
export type FileSweeper = ReturnType<typeof createFileSweeper>;
