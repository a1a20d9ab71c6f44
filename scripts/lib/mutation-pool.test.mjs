import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import { mutationThreadsPool } from './mutation-pool.mjs';

const fixture = path.join(import.meta.dirname, 'fixtures/mutation-pool');

/**
 * A nested Vitest on the pool, run the way Stryker's runner runs it: one Vitest, runs one
 * after the other, each told its mode and how the mutant is switched on.
 */
describe('the mutation pool', () => {
  let vitest;
  let folder;
  let log;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'mutation-pool-'));
    log = path.join(folder, 'probe.log');
    vitest = await createVitest(
      'test',
      {
        config: false,
        root: fixture,
        include: ['probe.fixture.mjs'],
        pool: mutationThreadsPool,
        isolate: false,
        maxWorkers: 1,
        watch: false,
        reporters: [{}],
      },
      { logLevel: 'silent' },
    );
    vitest.provide('probeLog', log);
  });

  afterAll(async () => {
    await vitest?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** One run; answers the thread it ran in and the loads of the module it imports. */
  async function run(mode, mutantActivation) {
    vitest.provide('mode', mode);
    vitest.provide('mutantActivation', mutantActivation);
    vitest.state.filesMap.clear();
    await vitest.start();
    expect(vitest.state.getCountOfFailedTests()).toBe(0);
    const [thread, loads] = readFileSync(log, 'utf8').trim().split('\n').at(-1).split(' ');
    return { thread, loads: Number(loads) };
  }

  it('keeps a thread and its modules between mutants switched on at run time', async () => {
    const dry = await run('dry-run', undefined);
    const first = await run('mutant', 'runtime');
    const second = await run('mutant', 'runtime');
    expect(first.thread).not.toBe(dry.thread);
    expect(second).toEqual(first);
    expect(first.loads).toBe(1);
  });

  it('gives a static mutant a thread of its own, and keeps the parked one for later', async () => {
    const parked = await run('mutant', 'runtime');
    const staticRun = await run('mutant', 'static');
    expect(staticRun.thread).not.toBe(parked.thread);
    expect(staticRun.loads).toBe(1);
    expect(await run('mutant', 'runtime')).toEqual(parked);
  });

  it('gives the dry run a thread of its own (coverage includes module loading)', async () => {
    const parked = await run('mutant', 'runtime');
    const dry = await run('dry-run', undefined);
    expect(dry.thread).not.toBe(parked.thread);
    expect(dry.loads).toBe(1);
  });
});
