/**
 * The test pool of `npm run mutate` (vitest.mutate.config.ts, decision 033): Vitest's threads
 * pool, except that a worker thread outlives a mutant's run. Vitest ends its workers after
 * every run, so each mutant paid for a thread, a module runner and the server's modules (about
 * two seconds of a service mutant's run). Here the thread is parked when a run ends and the
 * next run of the same project starts in it, its modules already loaded: a mutant switched on
 * at run time (Stryker's `activeMutant`, read when the mutated code runs) needs nothing
 * reloaded.
 *
 * Not for every run: the dry run (it measures which tests cover which mutant, module loading
 * included) and a static mutant (module-level code, which only loading runs) get a new thread
 * of their own, as Vitest's pool would give them.
 */
import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./mutation-pool-worker.mjs', import.meta.url);

/** A parked thread per project, ready for the project's next run. */
const parked = new Map();

/**
 * Threads on their way to the park, per project. Vitest does not wait for a run's workers to
 * stop before it starts the next run, so a start waits for them (briefly: a stop that fails
 * never arrives, and a new thread does the job all the same).
 */
const parking = new Map();
const PARKING_WAIT_MS = 10_000;

/** Whether this run may use a thread that has run before: see the module's comment. */
function mayReuse(project) {
  const provided = project.getProvidedContext();
  return provided.mode === 'mutant' && provided.mutantActivation !== 'static';
}

/** The project's parked thread, once the one on its way there (if any) has arrived. */
async function takeParked(projectName) {
  const stopping = parking.get(projectName);
  if (stopping) {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, PARKING_WAIT_MS)));
    await Promise.race([stopping.done, late]);
    clearTimeout(timer);
    // A stop that never arrived: not waited for again.
    if (parking.get(projectName) === stopping) parking.delete(projectName);
  }
  const thread = parked.get(projectName);
  parked.delete(projectName);
  return thread;
}

class PersistentThreadWorker {
  name = 'mutation-threads';

  constructor(options) {
    this.options = options;
    this.project = options.project;
    this.stdout = options.project.vitest.logger.outputStream;
    this.stderr = options.project.vitest.logger.errorStream;
    /** The listeners Vitest's runner added: taken off again when the thread is parked. */
    this.listeners = [];
  }

  on(event, callback) {
    this.listeners.push([event, callback]);
    this.thread.on(event, callback);
  }

  off(event, callback) {
    this.listeners = this.listeners.filter(([e, c]) => e !== event || c !== callback);
    this.thread.off(event, callback);
  }

  send(message) {
    if (message.type === 'stop' && this.reusable && !parking.has(this.project.name)) {
      let parkedNow;
      const done = new Promise((resolve) => (parkedNow = resolve));
      parking.set(this.project.name, { done, parkedNow });
    }
    this.thread.postMessage(message);
  }

  deserialize(data) {
    return data;
  }

  async start() {
    if (this.thread_) return;
    this.reusable = mayReuse(this.project);
    const waiting = this.reusable ? await takeParked(this.project.name) : undefined;
    this.thread_ =
      waiting ??
      new Worker(ENTRY, {
        env: this.options.env,
        execArgv: this.options.execArgv,
        stdout: true,
        stderr: true,
      });
    this.thread_.ref();
    this.stdout.setMaxListeners(1 + this.stdout.getMaxListeners());
    this.thread_.stdout.pipe(this.stdout);
    this.stderr.setMaxListeners(1 + this.stderr.getMaxListeners());
    this.thread_.stderr.pipe(this.stderr);
  }

  async stop() {
    const thread = this.thread;
    for (const [event, callback] of this.listeners) thread.off(event, callback);
    this.listeners = [];
    thread.stdout.unpipe(this.stdout);
    this.stdout.setMaxListeners(this.stdout.getMaxListeners() - 1);
    thread.stderr.unpipe(this.stderr);
    this.stderr.setMaxListeners(this.stderr.getMaxListeners() - 1);
    this.thread_ = undefined;
    // threadId is -1 once a thread has exited (a crash in a mutant's run).
    if (this.reusable && thread.threadId !== -1 && !parked.has(this.project.name)) {
      // Parked threads do not keep the test runner's process alive.
      thread.unref();
      thread.once('exit', () => {
        if (parked.get(this.project.name) === thread) parked.delete(this.project.name);
      });
      parked.set(this.project.name, thread);
    } else {
      await thread.terminate();
    }
    const stopping = parking.get(this.project.name);
    if (stopping && this.reusable) {
      parking.delete(this.project.name);
      stopping.parkedNow();
    }
  }

  get thread() {
    if (!this.thread_) throw new Error('The mutation pool thread was stopped or never started.');
    return this.thread_;
  }
}

/** Vitest's custom pool (`pool` in a test configuration, or a project's `poolRunner`). */
export const mutationThreadsPool = {
  name: 'mutation-threads',
  createPoolWorker: (options) => new PersistentThreadWorker(options),
};
