/*
 * zod compiles object parsers with `new Function` when it may, and probes whether it may as
 * each object schema is built. The server's CSP forbids eval, so the probe would be reported
 * as a violation in every visitor's console; `jitless` skips it (parsing is the same).
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (so that copies of the library
 * share them) and adopts an object already there. Setting it before zod loads keeps zod out
 * of the landing page's first load, which `import { config } from 'zod'` would not.
 * e2e/content-security.spec.ts fails if zod stops reading it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
