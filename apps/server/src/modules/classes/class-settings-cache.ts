import type { ClassTypeView, TeachingWindow } from '@portal/contracts';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { ClassSettingsRepository } from './class-settings.repository.js';

/** How long a server trusts its copy of the catalogue and the windows at most. */
const FRESH_MS = 60_000;

/**
 * The class-type catalogue and the weekly windows, read on every grid request and changed a
 * few times a year: each server keeps them until the change feed says the catalogue changed
 * (decision 040), and drops its copy at once when the console changes them through it.
 */
export function cachedClassSettings(repository: ClassSettingsRepository, changes: ChangeFeed) {
  type Kept<T> = { at: number; version: number; value: Promise<T> };
  let types: Kept<ClassTypeView[]> | undefined;
  let windows: Kept<TeachingWindow[]> | undefined;
  const fresh = (entry: Kept<unknown> | undefined) =>
    entry && entry.version === changes.shared('catalogue') && Date.now() - entry.at < FRESH_MS;
  const classTypes = () => {
    if (!fresh(types)) {
      const value = repository.classTypes();
      types = { at: Date.now(), version: changes.shared('catalogue'), value };
      value.catch(() => (types = undefined));
    }
    return (types as { value: Promise<ClassTypeView[]> }).value;
  };
  return {
    ...repository,
    classTypes,
    async classType(smartClassType: string) {
      return (await classTypes()).find((type) => type.smartClassType === smartClassType);
    },
    windows() {
      if (!fresh(windows)) {
        const value = repository.windows();
        windows = { at: Date.now(), version: changes.shared('catalogue'), value };
        value.catch(() => (windows = undefined));
      }
      return (windows as { value: Promise<TeachingWindow[]> }).value;
    },
    invalidate() {
      types = undefined;
      windows = undefined;
    },
  };
}
export type CachedClassSettings = ReturnType<typeof cachedClassSettings>;
