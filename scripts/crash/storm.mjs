import { call } from './client.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Children the student side books: few, so a child is often offered to a class twice. */
const CHILDREN = 40;
const WEIGHTS = { register: 3, open: 3, book: 4, cancel: 1, exchange: 1.5, reset: 1 };

/**
 * The storm: `clients` loops send the writes below to either server until the time is up,
 * while the killer SIGKILLs server B at the plan's moments and starts it again, and FINANCE
 * generates the pay month and releases its payslips (mails). Every call's outcome goes into
 * the ledger; what was accepted is looked up afterwards.
 */
export async function runStorm({ world, servers, rnd, plan, ledger, log }) {
  const [stable, victim] = servers;
  const deadline = Date.now() + plan.durationMs;
  const state = { registered: [], opened: [], booked: [], runId: 0 };
  const target = () => (rnd.next() < 0.5 ? stable : victim).url;
  const teacherAt = () => rnd.int(0, world.teachers.length - 1);
  const asTeacher = (i) => ({ 'x-user-token': world.teachers[i].token });
  const student = { 'x-service-key': world.serviceKey };

  const ops = {
    async register() {
      const email = `crash.${plan.runId}.${state.registered.length}.${rnd.int(0, 1e9)}@example.com`;
      const result = await call(target(), {
        path: '/t/tn/user/register',
        body: { email, password: 'Crash-Pass-1' },
      });
      ledger.record('register', result, { email });
      if (result.outcome === 'accepted') state.registered.push(email);
    },
    async open() {
      const t = teacherAt();
      const startTimes = [rnd.pick(world.units)];
      if (rnd.next() < 0.3) startTimes.push(rnd.pick(world.units));
      const result = await call(target(), {
        path: '/t/tc/book/batch',
        headers: asTeacher(t),
        body: { courseType: 'MAIN', startTimes: [...new Set(startTimes)] },
      });
      const teacherId = world.teachers[t].id;
      ledger.record('open', result, { teacherId, startTimes: result.data?.opened ?? [] });
      if (result.outcome === 'accepted')
        for (const start of result.data.opened) state.opened.push({ t, start });
    },
    async book() {
      if (state.opened.length === 0) return ops.open();
      const { t, start } = rnd.pick(state.opened);
      const children = new Set(
        Array.from({ length: rnd.int(1, 2) }, () => `crash-${rnd.int(1, CHILDREN)}`),
      );
      const result = await call(target(), {
        path: '/ops/integration/classes/book',
        headers: student,
        body: {
          teacherId: world.teachers[t].id,
          startTime: start,
          courseType: 'MAIN',
          studentIds: [...children],
        },
      });
      ledger.record('book', result, { classId: result.data?.classId, studentIds: [...children] });
      if (result.outcome === 'accepted') state.booked.push({ t, classId: result.data.classId });
    },
    cancel: () => giveBack('cancel', 'REGULAR_CANCELLATION'),
    exchange: () => giveBack('exchange', 'CARROT_EXCHANGE_CANCELLATION'),
    async reset() {
      if (state.registered.length === 0) return ops.register();
      const email = rnd.pick(state.registered);
      const result = await call(target(), {
        path: '/t/tn/user/forget/password',
        body: { email },
      });
      ledger.record('reset', result, { email });
    },
  };

  async function giveBack(kind, type) {
    if (state.booked.length === 0) return ops.book();
    const { t, classId } = rnd.pick(state.booked);
    const result = await call(target(), {
      path: '/t/tc/leave/apply',
      headers: asTeacher(t),
      body: { slotIds: [classId], reason: 'SICKNESS', type, preview: false },
    });
    ledger.record(kind, result, { slotId: classId, teacherId: world.teachers[t].id });
  }

  async function client() {
    while (Date.now() < deadline) await ops[rnd.weighted(WEIGHTS)]();
  }

  const kills = { done: 0, restarts: 0, restartMs: [] };
  async function killer() {
    for (const at of plan.killAt) {
      const wait = at - (plan.durationMs - (deadline - Date.now()));
      if (wait > 0) await sleep(wait);
      await victim.kill();
      kills.done += 1;
      await sleep(plan.downMs[kills.done - 1]);
      const started = performance.now();
      await victim.start();
      kills.restarts += 1;
      kills.restartMs.push(Math.round(performance.now() - started));
      log(
        `  kill ${kills.done} at ${(at / 1000).toFixed(1)} s; back after ${kills.restartMs.at(-1)} ms`,
      );
    }
  }

  const pay = payMonth({ world, stable, victim, rnd, plan, ledger, deadline, state });
  await Promise.all([killer(), pay, ...Array.from({ length: plan.clients }, client)]);
  return { kills, payRunId: state.runId };
}

/** FINANCE generates the month a quarter into the storm, waits for it, then releases it. */
async function payMonth({ world, stable, victim, rnd, plan, ledger, deadline, state }) {
  await sleep(plan.durationMs / 4);
  const finance = { 'x-auth-token': world.financeToken };
  const pick = () => (rnd.next() < 0.5 ? stable : victim).url;
  // Asked again until a server answers: a lost answer may have started a run already.
  while (Date.now() < deadline && !state.runId) {
    const result = await call(pick(), {
      path: '/ops/pay/runs',
      headers: finance,
      body: { monthStartTime: world.monthStart },
    });
    ledger.record('payRun', result, result.data ? { runId: result.data.id } : undefined);
    if (result.outcome === 'accepted') state.runId = result.data.id;
    else await sleep(500);
  }
  let status = 'RUNNING';
  while (Date.now() < deadline && state.runId && status === 'RUNNING') {
    await sleep(500);
    const result = await call(pick(), {
      method: 'GET',
      path: `/ops/pay/runs/${state.runId}`,
      headers: finance,
    });
    if (result.outcome === 'accepted') status = result.data.status;
  }
  if (status !== 'DONE') return;
  // Releasing is idempotent (only DRAFTs move): asked again while no server answers.
  for (let released = false; !released && Date.now() < deadline;) {
    const result = await call(pick(), {
      path: '/ops/pay/release',
      headers: finance,
      // Every DRAFT of the month: each teacher is mailed.
      body: { monthStartTime: world.monthStart },
    });
    ledger.record('release', result, { released: result.data?.released });
    released = result.outcome === 'accepted';
    if (!released) await sleep(500);
  }
}
