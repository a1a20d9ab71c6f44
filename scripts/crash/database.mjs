import { spawn } from 'node:child_process';
import path from 'node:path';
import { connect } from '../bench/lib/database.mjs';
import { createPostgresCluster, ensurePostgresBin } from '../lib/postgres-cluster.mjs';
import { createScratchDatabase, redactUrl } from '../lib/scratch-database.mjs';

const shellQuote = (arg) => `'${String(arg).replaceAll("'", "'\\''")}'`;
const asPostgres = (argv) =>
  process.getuid?.() === 0 ? ['su', 'postgres', '-c', argv.map(shellQuote).join(' ')] : argv;

function run(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${argv.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * Where a scenario's database lives. `own: true` (the outage, which stops the server) always
 * makes a throwaway cluster; otherwise TEST_DATABASE_URL's server holds a scratch database
 * when set. `stopServer`/`startServer` are the cluster's pg_ctl (same port, same options).
 */
export async function openScenarioDatabase({ own, label }) {
  const given = process.env.TEST_DATABASE_URL;
  if (given && !own) {
    const scratch = await createScratchDatabase(given, { prefix: `crash_${label}` });
    return {
      url: scratch.url,
      describe: `scratch database ${scratch.name} on ${redactUrl(given)}`,
      close: () => scratch.drop(),
    };
  }
  const bin = await ensurePostgresBin();
  const cluster = createPostgresCluster({ bin });
  await cluster.start();
  const dataDir = path.join(cluster.dir, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-p ${cluster.port} -k ${shellQuote(cluster.dir)} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: cluster.url,
    describe: `throwaway cluster ${cluster.url}`,
    close: () => cluster.stop(),
    closeSync: () => cluster.stopSync(),
    /** pg_ctl stop -m fast: sessions are ended, the server goes away. */
    stopServer: () => run(asPostgres([pgCtl, '-D', dataDir, '-m', 'fast', '-w', 'stop'])),
    startServer: () =>
      run(
        asPostgres([
          pgCtl,
          '-D',
          dataDir,
          '-l',
          path.join(cluster.dir, 'postgres.log'),
          '-o',
          options,
          '-w',
          '-t',
          '60',
          'start',
        ]),
      ),
  };
}

export { connect };
