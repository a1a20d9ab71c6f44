import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { runCommand } from './run-step.mjs';

const PG_ROOT = '/usr/lib/postgresql';
export const INSTALL_HINT = 'sudo apt-get install -y postgresql';

const isRoot = () => process.getuid?.() === 0;

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The bin folder of the highest PostgreSQL under /usr/lib/postgresql with initdb and pg_ctl, or null. */
export function findPostgresBin() {
  let versions;
  try {
    versions = readdirSync(PG_ROOT).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    return null;
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(PG_ROOT, version, 'bin');
    if (isExecutableFile(path.join(bin, 'initdb')) && isExecutableFile(path.join(bin, 'pg_ctl')))
      return bin;
  }
  return null;
}

function aptListsPresent() {
  try {
    return readdirSync('/var/lib/apt/lists').some((name) => /_Packages(\.\w+)?$/.test(name));
  } catch {
    return false;
  }
}

/**
 * Finds the PostgreSQL server binaries, installing Debian's postgresql package when they are
 * missing and running as root (the package may create and start its own system cluster; we
 * never use it). Throws with the command to run when missing and not root.
 * @returns {Promise<string>} the bin folder
 */
export async function ensurePostgresBin() {
  const found = findPostgresBin();
  if (found) return found;
  if (!isRoot()) {
    throw new Error(
      `PostgreSQL server binaries not found under ${PG_ROOT}/*/bin. Install them with:\n\n  ${INSTALL_HINT}\n\nor set TEST_DATABASE_URL to a PostgreSQL admin URL.`,
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package (apt-get).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => runCommand('apt-get', ['install', '-y', 'postgresql'], { env });
  let updated = false;
  if (!aptListsPresent()) {
    if ((await runCommand('apt-get', ['update'], { env })) !== 0)
      throw new Error('apt-get update failed (see above).');
    updated = true;
  }
  let code = await install();
  if (code !== 0 && !updated) {
    // Stale package lists are the usual cause: refresh once and retry.
    if ((await runCommand('apt-get', ['update'], { env })) !== 0)
      throw new Error('apt-get update failed (see above).');
    code = await install();
  }
  if (code !== 0) throw new Error('apt-get install -y postgresql failed (see above).');
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(`apt-get installed postgresql but no initdb/pg_ctl under ${PG_ROOT}/*/bin.`);
  return bin;
}

const shellQuote = (arg) => `'${String(arg).replaceAll("'", "'\\''")}'`;

/** argv to run a command as the postgres user when we are root (initdb refuses root), else as ourselves. */
function asPostgres(argv) {
  return isRoot() ? ['su', 'postgres', '-c', argv.map(shellQuote).join(' ')] : argv;
}

/** Runs argv, capturing its output; resolves { code, output }. */
function capture(argv) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * A throwaway PostgreSQL cluster (trust auth, 127.0.0.1 only, a free port) in a temporary
 * folder. The object exists before it starts so that a signal handler can always call stop(),
 * even halfway through start(): stop() waits for the command in flight, stops the server if it
 * runs and deletes the folder. stopSync() is a last resort for process 'exit' handlers.
 * @param {{ bin: string }} options
 */
export function createPostgresCluster({ bin }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  /** @type {Promise<{ code: number, output: string }> | null} */
  let inFlight = null;
  /** @type {Promise<void> | null} */
  let stopping = null;

  const stopArgv = (mode) => asPostgres([pgCtl, '-D', dataDir, '-m', mode, '-w', 'stop']);
  const running = () => existsSync(path.join(dataDir, 'postmaster.pid'));
  /** Runs one setup command unless stop() was called. */
  const setup = async (argv) => {
    if (stopping) throw new Error('PostgreSQL setup interrupted.');
    inFlight = capture(argv);
    try {
      return await inFlight;
    } finally {
      inFlight = null;
    }
  };

  const cluster = {
    url: '',
    port: 0,
    dir,

    async start() {
      try {
        if (isRoot()) {
          const chown = await setup(['chown', 'postgres:postgres', dir]);
          if (chown.code !== 0) throw new Error(`chown postgres ${dir} failed:\n${chown.output}`);
        }
        const initdb = await setup(
          asPostgres([
            path.join(bin, 'initdb'),
            '-D',
            dataDir,
            '-U',
            'postgres',
            '--auth=trust',
            '-E',
            'UTF8',
            '--locale=C.UTF-8',
            '--no-sync',
          ]),
        );
        if (initdb.code !== 0)
          throw new Error(`initdb failed (exit ${initdb.code}):\n${initdb.output}`);

        // The port is free when we look; another process may take it first, so retry a little.
        let lastError = '';
        for (let attempt = 1; attempt <= 3 && !cluster.port; attempt += 1) {
          const port = await freePort();
          const serverOptions = `-p ${port} -k ${shellQuote(dir)} -c listen_addresses=127.0.0.1 -c fsync=off`;
          const start = await setup(
            asPostgres([
              pgCtl,
              '-D',
              dataDir,
              '-l',
              logFile,
              '-o',
              serverOptions,
              '-w',
              '-t',
              '60',
              'start',
            ]),
          );
          if (start.code === 0) cluster.port = port;
          else
            lastError = `pg_ctl start failed (exit ${start.code}):\n${start.output}\n--- ${logFile} ---\n${tail(logFile)}`;
        }
        if (!cluster.port) throw new Error(lastError);
        cluster.url = `postgres://postgres@127.0.0.1:${cluster.port}/postgres`;
        return cluster;
      } catch (error) {
        await cluster.stop();
        throw error;
      }
    },

    stop() {
      stopping ??= (async () => {
        await inFlight;
        if (running()) {
          const { code, output } = await capture(stopArgv('fast'));
          if (code !== 0) console.warn(`pg_ctl stop failed (exit ${code}):\n${output}`);
        }
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    },

    stopSync() {
      if (stopping) return;
      stopping = Promise.resolve();
      if (running()) {
        const [command, ...args] = stopArgv('immediate');
        spawnSync(command, args, { stdio: 'ignore' });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
