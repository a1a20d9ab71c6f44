import type { ClassTypeView, TeachingWindow } from '@portal/contracts';
import type { ClassSettingsRepository } from './class-settings.repository.js';

/** How long a server trusts its copy of the catalogue and the windows. */
const FRESH_MS = 10_000;

/**
 * The class-type catalogue and the weekly windows, read on every grid request and changed a
 * few times a year: each server keeps them for 10 seconds, and drops its copy at once when
 * the console changes them through it (other servers follow within the 10 seconds).
 */
export function cachedClassSettings(repository: ClassSettingsRepository) {
  let types: { at: number; value: Promise<ClassTypeView[]> } | undefined;
  let windows: { at: number; value: Promise<TeachingWindow[]> } | undefined;
  const fresh = (entry: { at: number } | undefined) => entry && Date.now() - entry.at < FRESH_MS;
  const classTypes = () => {
    if (!fresh(types)) {
      const value = repository.classTypes();
      types = { at: Date.now(), value };
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
        windows = { at: Date.now(), value };
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
