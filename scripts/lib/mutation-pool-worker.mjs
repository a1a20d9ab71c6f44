/**
 * The worker thread of scripts/lib/mutation-pool.mjs: Vitest's threads worker (the same
 * `init`, `runBaseTests` and environment setup, from `vitest/worker`), except that a run's end
 * ("stop") leaves the thread able to take the next run. Vitest's own worker drops every
 * message listener at stop, its own included, since it expects to be terminated; here only
 * the run's RPC listeners go, and the loaded modules stay for the next mutant.
 */
import { parentPort } from 'node:worker_threads';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';

if (!parentPort) throw new Error('mutation-pool-worker.mjs runs as a worker thread.');
const port = parentPort;

/** The first listener is init's own (it takes the requests); the others are a run's RPC. */
const listeners = [];

init({
  post: (response) => port.postMessage(response),
  on: (callback) => {
    listeners.push(callback);
    port.on('message', callback);
  },
  off: (callback) => {
    const index = listeners.indexOf(callback);
    if (index > 0) listeners.splice(index, 1);
    port.off('message', callback);
  },
  teardown: () => {
    for (const callback of listeners.splice(1)) port.off('message', callback);
  },
  runTests: (state, traces) => runBaseTests('run', state, traces),
  collectTests: (state, traces) => runBaseTests('collect', state, traces),
  setup: setupEnvironment,
});
