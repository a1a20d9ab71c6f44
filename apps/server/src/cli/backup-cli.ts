import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createBackup } from '../operations/backup/backup.js';
import { backupTargetOf } from '../operations/backup/backup-target.js';
import { stampOf } from '../operations/backup/file-stores.js';
import { restoreBackup } from '../operations/backup/restore.js';

const USAGE = `Usage: npm run backup [-- --out DIR]
       npm run restore -- DIR [--force]
Both read the server's environment (DATABASE_URL, DATA_DIR, S3_*).
backup writes the database (pg_dump, or the embedded database's own dump), every stored file
and a manifest.json into DIR (default: backups/backup-<time> where npm was run).
restore checks the backup against its manifest, restores it, and compares the result with the
manifest (exit 1 on a difference). It refuses a database or file store that holds data unless
--force is given. With the embedded database, stop the server first.`;

/** npm runs the script in apps/server; paths the operator types are from where they typed. */
const fromCaller = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, dir] = positionals;
  const wellFormed =
    (command === 'backup' && positionals.length === 1) ||
    (command === 'restore' && positionals.length === 2 && dir);
  if (values.help || !wellFormed) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  // Without SESSION_SECRET, loadConfig would make DATA_DIR/session-secret when missing: the
  // placeholder keeps the commands from writing one (the real file is backed up as it is).
  const fromEnv = Boolean(process.env.SESSION_SECRET);
  const config = loadConfig({
    ...process.env,
    SESSION_SECRET: process.env.SESSION_SECRET || 'placeholder-of-the-backup-command-0000',
  });
  const target = backupTargetOf(config, fromEnv);
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (command === 'backup') {
    const out = fromCaller(values.out ?? path.join('backups', `backup-${stampOf(new Date())}`));
    await createBackup(target, out, log);
    return 0;
  }
  const outcome = await restoreBackup(target, fromCaller(dir ?? ''), { force: values.force }, log);
  return outcome.problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The message only: a stack or a driver's error object could carry connection details.
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
