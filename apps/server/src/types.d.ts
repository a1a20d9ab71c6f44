import type { Config } from './config.js';
import type { Database } from './db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The built SPA's index.html, or undefined when the web client is not built. */
    spaIndexHtml: string | undefined;
  }
}
