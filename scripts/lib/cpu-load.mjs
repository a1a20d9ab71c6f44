/**
 * A bounded CPU load beside the tests (the stress mode of scripts/test.mjs): timing flakes
 * that show once a day on a quiet machine show within minutes on a busy one.
 *
 * Each burner is a child process that spins for `duty` of every 100 ms and sleeps the rest.
 * It stops by itself after `maxSeconds`, when its parent goes away (the IPC channel closes),
 * or when stop() is called: the load can never outlive the run that started it.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PERIOD_MS = 100;

/**
 * @param {{ processes: number, duty: number, maxSeconds: number }} options
 * @returns {{ stop: () => Promise<void> }}
 */
export function startCpuLoad({ processes, duty, maxSeconds }) {
  const children = Array.from({ length: processes }, () =>
    fork(fileURLToPath(import.meta.url), ['--burn', String(duty), String(maxSeconds)], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  return {
    stop: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined),
  };
}

function burn(duty, maxSeconds) {
  const end = Date.now() + maxSeconds * 1000;
  process.on('disconnect', () => process.exit(0));
  const tick = () => {
    if (Date.now() >= end) process.exit(0);
    const busyUntil = Date.now() + duty * PERIOD_MS;
    let x = 0;
    while (Date.now() < busyUntil) x += Math.sqrt(x + 1);
    setTimeout(tick, (1 - duty) * PERIOD_MS);
  };
  tick();
}

if (process.argv[2] === '--burn') burn(Number(process.argv[3]), Number(process.argv[4]));
