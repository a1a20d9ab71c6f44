import { spawn } from 'node:child_process';

/** Children still running (each leads its own process group), so signals can be passed on. */
const running = new Map();

/**
 * Runs a command with our stdout/stderr (its output streams straight to ours) in its own
 * process group, so that stopRunning() reaches its whole tree (npx -> sh -> vitest -> workers).
 * stdin is not passed: a background process group reading the terminal would be stopped.
 * Resolves with the exit code (128 + n for a signal); rejects only when it cannot start.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function runCommand(command, args, { env = process.env, cwd = process.cwd() } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
      cwd,
      detached: true,
    });
    const exited = new Promise((done) => {
      child.once('error', (error) => {
        done();
        reject(error);
      });
      child.once('exit', (code, signal) => {
        done();
        resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGKILL' ? 9 : 15));
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
 * @param {{ id: string, title: string, command: string, args: string[], env?: NodeJS.ProcessEnv, cwd?: string }} step
 * @returns {Promise<{ id: string, title: string, ok: boolean, seconds: number, note?: string }>}
 */
export async function runStep({ id, title, command, args, env, cwd }) {
  console.log(`\n\u25b6 ${title}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  let code;
  let note;
  try {
    code = await runCommand(command, args, { env, cwd });
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
