import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Services } from './services.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** The built SPA's index.html, or undefined when the web client is not built. */
    spaIndexHtml: string | undefined;
  }
}
