import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SpaIndex } from './plugins/spa.js';
import type { Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** The built SPA's index.html (and its encodings), or undefined when it is not built. */
    spaIndex: SpaIndex | undefined;
  }
}
