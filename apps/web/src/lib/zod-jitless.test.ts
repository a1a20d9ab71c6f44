import { afterEach, describe, expect, it, vi } from 'vitest';

const before = globalThis.__zod_globalConfig;

afterEach(() => {
  globalThis.__zod_globalConfig = before;
  vi.resetModules();
});

describe('zod-jitless', () => {
  it('turns zod’s jitless setting on before zod loads', async () => {
    globalThis.__zod_globalConfig = undefined;
    vi.resetModules();
    await import('./zod-jitless');
    expect(globalThis.__zod_globalConfig).toEqual({ jitless: true });
  });

  it('keeps the settings already there, and overrides jitless', async () => {
    globalThis.__zod_globalConfig = { jitless: false, locale: 'en' } as { jitless?: boolean };
    vi.resetModules();
    await import('./zod-jitless');
    expect(globalThis.__zod_globalConfig).toEqual({ jitless: true, locale: 'en' });
  });
});
