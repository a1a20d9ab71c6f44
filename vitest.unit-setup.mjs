/**
 * Run before every unit test file (vitest.config.ts): the unit project shares modules between
 * files (isolate: false), so what a test leaves behind must not reach the next file. Stubbed
 * globals and env are undone by the config (unstubGlobals, unstubEnvs); fake timers here.
 */
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});
