import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/**
 * The bench's child processes (servers), each the leader of its own process group so that a
 * stop reaches everything it started. Output goes to a log file, shown when something fails.
 */
const children = new Set();

/**
 * @param {{ name: string, command: string, args: string[], env: NodeJS.ProcessEnv,
 *   cwd: string, logFile: string }} options
 */
export function startProcess({ name, command, args, env, cwd, logFile }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      exitInfo = { code: null, signal: null, error: error.message };
      resolve(exitInfo);
    });
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });
  const handle = {
    name,
    logFile,
    pid: child.pid,
    exited,
    /** null while running, else { code, signal }. */
    exitInfo: () => exitInfo,
    /** SIGTERM to the group, SIGKILL after graceMs. */
    async stop(graceMs = 10_000) {
      if (!exitInfo) {
        signalGroup(child, 'SIGTERM');
        let timer;
        const timeout = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
        await Promise.race([exited, timeout]);
        clearTimeout(timer);
        if (!exitInfo) {
          signalGroup(child, 'SIGKILL');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        }
      }
      children.delete(handle);
    },
    killSync() {
      if (!exitInfo) signalGroup(child, 'SIGKILL');
    },
    logTail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
  };
  children.add(handle);
  return handle;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Stops every process still running (in parallel). */
export async function stopAllProcesses() {
  await Promise.all([...children].map((handle) => handle.stop()));
}

/** Last resort for a process 'exit' handler: SIGKILL to every group still running. */
export function killAllProcessesSync() {
  for (const handle of children) handle.killSync();
}
