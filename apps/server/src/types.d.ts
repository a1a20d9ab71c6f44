import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { SpaIndex } from './plugins/spa.js';
import type { Services } from './services.js';
import type { Metrics } from './observability/metrics.js';
import type { ReadinessCheck } from './modules/system/readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    services: Services;
    /** The app's Prometheus registry and recorders (decision 047). */
    metrics: Metrics;
    /** What /readyz answers; told when a shutdown starts. */
    readiness: ReadinessCheck;
    /** The built SPA's index.html (and its encodings), or undefined when it is not built. */
    spaIndex: SpaIndex | undefined;
  }
}
