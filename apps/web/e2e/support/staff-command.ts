/// <reference types="node" />
/**
 * `node apps/server/dist/staff-cli.js ...` beside the running server, on the worker's database,
 * as an operator would run `npm run staff -- ...`.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './server-process';

const run = promisify(execFile);

export interface StaffCommandEnv {
  databaseUrl: string;
  publicUrl: string;
  dataDir: string;
  sessionSecret: string;
}

/** `staff-cli.js` with its arguments, on the worker's database; answers what it printed. */
async function staffCommand(env: StaffCommandEnv, args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join(repoRoot, 'apps/server/dist/staff-cli.js'), ...args],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        PUBLIC_URL: env.publicUrl,
        DATA_DIR: env.dataDir,
        SESSION_SECRET: env.sessionSecret,
        LOG_LEVEL: 'warn',
      },
      timeout: 30_000,
    },
  );
  return stdout;
}

/** `npm run staff -- reset-two-factor --email E`: the operator's answer to a lost phone. */
export async function resetTwoFactor(env: StaffCommandEnv, email: string): Promise<string> {
  return staffCommand(env, ['reset-two-factor', '--email', email]);
}

export async function createStaffMember(
  env: StaffCommandEnv,
  member: { email: string; name: string; roles: string[] },
): Promise<URL> {
  const stdout = await staffCommand(env, [
    'create',
    '--email',
    member.email,
    '--name',
    member.name,
    ...member.roles.flatMap((role) => ['--role', role]),
  ]);
  const link = stdout.split(/\s+/).find((word) => word.startsWith(env.publicUrl));
  if (!link) throw new Error(`The staff command printed no link:\n${stdout}`);
  return new URL(link);
}
