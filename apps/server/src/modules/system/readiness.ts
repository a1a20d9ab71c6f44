import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readiness } from '@portal/contracts';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { MIGRATIONS_DIR } from '../../paths.js';
import { newestAppliedMigration } from './readiness.repository.js';

/** The newest migration this build carries: drizzle records its `when` as `created_at`. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether a load balancer may send this server requests: the database answers, it carries
 * every migration of this build, the job workers poll, and the server is not shutting down.
 */
export function createReadiness(database: Database, queue: Pick<JobQueue, 'running'>) {
  const newest = newestMigrationMillis();
  // Migrations only move forward: once current, always current for this process.
  let migrationsCurrent = false;
  let shuttingDown = false;

  async function migrationsApplied(): Promise<boolean> {
    if (migrationsCurrent) return true;
    migrationsCurrent = (await newestAppliedMigration(database.db)) >= newest;
    return migrationsCurrent;
  }

  return {
    /** From the first moment of a shutdown (SIGTERM): the balancer stops sending at once. */
    shutdownStarted() {
      shuttingDown = true;
    },
    async check(): Promise<Readiness> {
      const jobs = queue.running() ? 'running' : 'stopped';
      let reachable: Readiness['database'] = 'ok';
      let migrations: Readiness['migrations'] = 'unknown';
      try {
        await database.ping();
        migrations = (await migrationsApplied()) ? 'current' : 'behind';
      } catch {
        reachable = 'unreachable';
      }
      const ready =
        !shuttingDown && reachable === 'ok' && migrations === 'current' && jobs === 'running';
      return {
        status: ready ? 'ready' : 'unavailable',
        database: reachable,
        migrations,
        jobs,
        shuttingDown,
      };
    },
  };
}
export type ReadinessCheck = ReturnType<typeof createReadiness>;
