import { spawn } from 'node:child_process';

/**
 * pg_dump and pg_restore from PATH. The password goes to them in PGPASSWORD, never on their
 * command line (which any local user can read in the process list), and never in a message.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const { conninfo, password } = splitPassword(url);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(tool, [`--dbname=${conninfo}`, ...args], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 20_000) stderr += chunk;
  });
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.once('close', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    const said = password ? stderr.replaceAll(password, '***') : stderr;
    throw new Error(`${tool} failed (exit ${code}):\n${said.trim()}`);
  }
}

/** The URL without its password, and the password (decoded) apart. */
export function splitPassword(url: string): { conninfo: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { conninfo: parsed.toString(), password };
}
