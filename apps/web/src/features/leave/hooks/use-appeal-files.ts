import { APPEAL_FILES_MAX, FIELD_MESSAGES } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { uploadAppealFile } from '../api/appeal-upload';
import { checkAppealFile } from '../lib/appeal-files';

export interface AppealFileItem {
  key: number;
  name: string;
  /** Percent sent while uploading; null once received (or failed). */
  percent: number | null;
  /** The received file's id, which the appeal names. */
  objectName: string | null;
}

/**
 * The appeal form's files (decision 071): each checked by the browser, then uploaded at once
 * with its own progress; removing one cancels its upload. At most APPEAL_FILES_MAX.
 */
export function useAppealFiles() {
  const [items, setItems] = useState<AppealFileItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: number, change: Partial<AppealFileItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: File[]) => {
      setError(null);
      const room = APPEAL_FILES_MAX - items.length;
      if (files.length > room) setError(FIELD_MESSAGES.appealFilesMax);
      for (const file of files.slice(0, Math.max(0, room))) {
        const problem = checkAppealFile(file);
        if (problem) {
          setError(problem);
          continue;
        }
        const key = nextKey.current++;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setItems((all) => [...all, { key, name: file.name, percent: 0, objectName: null }]);
        uploadAppealFile(file, {
          onProgress: (percent) => !controller.signal.aborted && patch(key, { percent }),
          signal: controller.signal,
        })
          .then((objectName) => {
            if (!controller.signal.aborted) patch(key, { percent: null, objectName });
          })
          .catch((reason: unknown) => {
            if (controller.signal.aborted) return;
            setItems((all) => all.filter((item) => item.key !== key));
            setError(errorMessage(reason));
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [items.length],
  );

  const remove = useCallback((key: number) => {
    controllers.current.get(key)?.abort();
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const reset = useCallback(() => {
    controllers.current.forEach((controller) => controller.abort());
    setItems([]);
    setError(null);
  }, []);

  return {
    items,
    error,
    add,
    remove,
    reset,
    /** Some file is still on its way: the appeal waits for it. */
    uploading: items.some((item) => item.objectName === null),
    objectNames: items.flatMap((item) => (item.objectName ? [item.objectName] : [])),
  };
}
export type AppealFiles = ReturnType<typeof useAppealFiles>;
