import {
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, STORAGE_KEY, type FileStorage } from './storage.js';

/** Files under DATA_DIR/files, outside any folder the server serves statically. */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { mode: 0o600 });
      await writeFile(`${file}.type`, contentType, { mode: 0o600 });
    },
    async read(key) {
      const file = fileOf(key);
      let handle: FileHandle | undefined;
      try {
        // Opened here, not when the stream starts: a file deleted meanwhile (a banner
        // replaced while a page loads it) is still read whole, and a failed open is this
        // call's error, not an unhandled stream error that ends the process.
        handle = await open(file, 'r');
        const [info, contentType] = await Promise.all([
          handle.stat(),
          readFile(`${file}.type`, 'utf8'),
        ]);
        return { stream: handle.createReadStream(), contentType, size: info.size };
      } catch (error) {
        await handle?.close();
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        // The `.type` companions go with their file; anything else is not ours to sweep.
        if (!STORAGE_KEY.test(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => undefined);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
