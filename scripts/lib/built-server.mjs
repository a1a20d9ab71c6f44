import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built server as the journeys, the bench and the Lighthouse audit start it: one place
 * for where it is and the environment it starts with (each caller adds its own settings).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'server.js');

/**
 * 127.0.0.1:`port` with its own DATA_DIR, in production mode, logging warnings only; `env`
 * wins over these, the caller's environment loses to them.
 * @param {{ port: number, dataDir: string, env?: NodeJS.ProcessEnv, base?: NodeJS.ProcessEnv }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function builtServerEnv({ port, dataDir, env = {}, base = process.env }) {
  return {
    ...base,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...env,
  };
}
