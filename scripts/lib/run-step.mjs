import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** Children still running (each leads its own process group), so signals can be passed on. */
const running = new Map();

/**
 * Runs a command with our stdout/stderr (its output streams straight to ours) in its own
 * process group, so that stopRunning() reaches its whole tree (npx -> sh -> vitest -> workers).
 * stdin is not passed: a background process group reading the terminal would be stopped.
 * With `logFile`, everything it prints is also written there (stdout and stderr interleaved
 * as they arrive), so a failure can be read after the run.
 * Resolves with the exit code (128 + n for a signal); rejects only when it cannot start.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, logFile?: string, quiet?: boolean }} [options]
 *   `quiet`: only the log file gets the output (needs `logFile`).
 * @returns {Promise<number>}
 */
export function runCommand(
  command,
  args,
  { env = process.env, cwd = process.cwd(), logFile, quiet = false } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'],
      // Piped output is no terminal: keep the colours a person at one would have seen.
      env: logFile && process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env,
      cwd,
      detached: true,
    });
    const log = logFile ? createWriteStream(logFile) : null;
    if (log) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        from.on('data', (chunk) => {
          log.write(chunk);
          if (!quiet) to.write(chunk);
        });
      }
    }
    const exited = new Promise((done) => {
      child.once('error', (error) => {
        log?.end();
        done();
        reject(error);
      });
      child.once('exit', (code, signal) => {
        const status = code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15);
        if (!log) {
          done();
          resolve(status);
          return;
        }
        // The pipes are read to their end on 'close'; a grandchild that kept them open must
        // not hold the run, so wait for it only a moment.
        let finished = false;
        const finish = () => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          log.end(() => {
            done();
            resolve(status);
          });
        };
        const timer = setTimeout(finish, 5_000);
        child.once('close', finish);
      });
    });
    running.set(child, exited);
    exited.then(() => running.delete(child));
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Sends `signal` to the process group of every running command, waits for them to exit and
 * kills what is left after `graceMs`.
 * @param {NodeJS.Signals} signal
 * @param {number} [graceMs]
 */
export async function stopRunning(signal, graceMs = 10_000) {
  const children = [...running.entries()];
  if (!children.length) return;
  for (const [child] of children) killGroup(child, signal);
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.all(children.map(([, exited]) => exited)), timeout]);
  clearTimeout(timer);
  for (const [child] of children) killGroup(child, 'SIGKILL');
}

/**
 * Runs one named step: prints a header, runs the command, measures it.
 * Never throws: a command that cannot start is a failed step.
 * @param {{ id: string, title: string, command: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string, logFile?: string, quiet?: boolean }} step
 * @returns {Promise<{ id: string, title: string, ok: boolean, seconds: number, note?: string }>}
 */
export async function runStep({ id, title, command, args, env, cwd, logFile, quiet }) {
  console.log(`\n\u25b6 ${title}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  let code;
  let note;
  try {
    code = await runCommand(command, args, { env, cwd, logFile, quiet });
  } catch (error) {
    code = 1;
    note = `could not start: ${error.message}`;
    console.error(`${title}: ${note}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const ok = code === 0;
  console.log(
    `${ok ? '\u2714' : '\u2716'} ${title} ${ok ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`,
  );
  return { id, title, ok, seconds, ...(note ? { note } : {}) };
}
