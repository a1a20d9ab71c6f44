import { connect, openScenarioDatabase } from './database.mjs';
import { drainQueue } from './drain.mjs';
import { startCountingInbox } from './inbox.mjs';
import { checkInvariants } from './invariants.mjs';
import { createLedger } from './client.mjs';
import { seedWorld } from './seed.mjs';
import { createServer, serverSettings } from './servers.mjs';
import { runStorm } from './storm.mjs';

/** How big a run is: `small` is the npm test step's, `full` npm run crash-test's. */
export const SIZES = {
  small: { teachers: 6, payClasses: 10, unitsEach: 12, clients: 6, seconds: 30, kills: 3 },
  full: { teachers: 30, payClasses: 40, unitsEach: 40, clients: 16, seconds: 120, kills: 8 },
};
const DRAIN_TIMEOUT_MS = 90_000;

/** The kill plan from the seed: moments in the middle 10-80 % of the storm, 3 s apart at least. */
function killPlan(rnd, size) {
  const durationMs = size.seconds * 1000;
  const killAt = [];
  while (killAt.length < size.kills) {
    const at = Math.round(durationMs * (0.1 + 0.7 * rnd.next()));
    if (killAt.every((other) => Math.abs(other - at) >= 3_000)) killAt.push(at);
  }
  killAt.sort((a, b) => a - b);
  return { durationMs, killAt, downMs: killAt.map(() => rnd.int(200, 1500)) };
}

/**
 * Two servers on one database take the storm; B is killed and started again at the plan's
 * moments; the queue is drained; the invariants are read. Answers the figures to print.
 */
export async function crashScenario({ rnd, size, runId, tmpDir, log, cleanups }) {
  const plan = { ...killPlan(rnd, size), clients: size.clients, runId };
  const database = await openScenarioDatabase({ own: false, label: 'storm' });
  cleanups.push(() => database.close());
  log(`database: ${database.describe}`);
  const inbox = await startCountingInbox();
  cleanups.push(() => inbox.close());

  const settings = serverSettings({ databaseUrl: database.url, smtpUrl: inbox.url });
  const stable = await createServer({ name: 'server-a', settings, tmpDir });
  const victim = await createServer({ name: 'server-b', settings, tmpDir });
  // One at a time: the first migrates the empty database.
  await stable.start();
  await victim.start();
  cleanups.push(() => Promise.all([stable.stop(), victim.stop()]));

  const client = await connect(database.url);
  cleanups.push(() => client.end());
  const world = await seedWorld(client, { ...size, runId });
  log(
    `seeded ${world.teachers.length} teachers, ${world.payClasses} finished classes last month, ${world.units.length} units each may open`,
  );

  const ledger = createLedger();
  log(
    `storm: ${size.seconds} s, ${size.clients} clients, kills at ${plan.killAt.map((at) => (at / 1000).toFixed(1)).join(', ')} s`,
  );
  const started = performance.now();
  const { kills } = await runStorm({ world, servers: [stable, victim], rnd, plan, ledger, log });
  const stormSeconds = (performance.now() - started) / 1000;

  log('draining the job queue');
  const drain = await drainQueue({
    client,
    servers: [stable, victim],
    restart: stable,
    timeoutMs: DRAIN_TIMEOUT_MS,
    log,
  });
  const invariants = await checkInvariants({ client, world, ledger, inbox, runId });
  if (!drain.drained)
    invariants.push({
      name: 'the job queue drained',
      ok: false,
      detail: JSON.stringify(drain.pending),
    });
  if (!invariants.every((check) => check.ok))
    for (const server of [stable, victim]) log(`--- ${server.logFile} ---\n${server.logTail(40)}`);
  return {
    plan,
    kills,
    stormSeconds,
    drain,
    counts: ledger.counts,
    invariants,
    mail: inbox.counts(),
  };
}
