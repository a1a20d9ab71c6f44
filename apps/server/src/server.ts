import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseTargetOf, openDatabase } from './db/database.js';
import { demoContextOf } from './demo/demo-seeds.js';
import { loadDemoData } from './demo/load-demo-data.js';
import { shutDownGracefully } from './lifecycle/shutdown.js';

/** Process entry: configuration, database and migrations, demo data, listen, graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetOf(config));
  await database.migrate();
  const app = await buildApp({ config, database });
  // Clean-up only: at start it can meet another server's writes (a deadlock under load, a
  // lock timeout), and that must not keep this one from starting; the hourly job runs it again.
  await app.services.maintenance.run().catch((error: unknown) => {
    app.log.warn({ err: error }, 'start-up maintenance failed; the hourly run will retry');
  });
  if (config.DEMO_DATA) {
    const loaded = await loadDemoData(database.db, demoContextOf(app.services));
    if (loaded.length > 0) app.log.info({ loaded }, 'demo data loaded');
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    const timeoutMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    // The last resort: requests are cut at the timeout, a job gets 10 s more (job-queue.ts).
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, timeoutMs + 20_000);
    forced.unref();
    shutDownGracefully(app, { timeoutMs }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    { database: database.kind, demoData: config.DEMO_DATA, url: `${config.PUBLIC_URL}/v2/home` },
    'portal ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
