import { call, createLedger } from './client.mjs';
import { connect, openScenarioDatabase } from './database.mjs';
import { startCountingInbox } from './inbox.mjs';
import { seedWorld } from './seed.mjs';
import { createServer, serverSettings } from './servers.mjs';
import { beijingWeekStart } from '../bench/lib/teaching-time.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const OUTAGE_MS = 10_000;
/** An answer slower than this during the outage counts as hanging. */
const ANSWER_WITHIN_MS = 5_000;
/** After PostgreSQL is back, the same process must serve writes again within this. */
const RECOVER_WITHIN_MS = 15_000;

/**
 * The database goes away for 10 seconds under one server taking reads and writes: every
 * answer during the outage is a 503 envelope (BIZ_SERVICE_UNAVAILABLE) or a read served
 * from memory, quickly, never a 500; the same process serves again by itself after it (its
 * change-feed listener and job queue included); nothing accepted is lost.
 */
export async function outageScenario({ runId, tmpDir, log, cleanups }) {
  const database = await openScenarioDatabase({ own: true, label: 'outage' });
  cleanups.push(() => database.close());
  log(`database: ${database.describe}`);
  const inbox = await startCountingInbox();
  cleanups.push(() => inbox.close());
  const server = await createServer({
    name: 'server-outage',
    settings: serverSettings({ databaseUrl: database.url, smtpUrl: inbox.url }),
    tmpDir,
  });
  await server.start();
  cleanups.push(() => server.stop());
  const pid = server.pid;
  let client = await connect(database.url);
  const world = await seedWorld(client, { teachers: 1, payClasses: 1, unitsEach: 1, runId });
  await client.end();
  const teacher = { 'x-user-token': world.teachers[0].token };

  const ledger = createLedger();
  const answers = { before: [], during: [], after: [] };
  let phase = 'before';
  let registered = 0;
  const nextEmail = () => `outage.${runId}.${registered++}@example.com`;
  const requests = {
    write: (email) =>
      call(server.url, {
        path: '/t/tn/user/register',
        body: { email, password: 'Crash-Pass-1' },
        timeoutMs: 20_000,
      }),
    read: () =>
      call(server.url, {
        method: 'GET',
        path: `/t/tc/book/schedule?weekStartTime=${beijingWeekStart(Date.now())}`,
        headers: teacher,
        timeoutMs: 20_000,
      }),
  };
  let running = true;
  const loop = async (kind) => {
    while (running) {
      const email = kind === 'write' ? nextEmail() : undefined;
      const result = await requests[kind](email);
      // Counted in the phase it ended in: a call cut by the stop is the outage's.
      const at = phase;
      answers[at].push({ kind, ...result });
      ledger.record(`${kind} ${at}`, result, kind === 'write' ? { email } : undefined);
      await sleep(100);
    }
  };
  const loops = [loop('write'), loop('read'), loop('write'), loop('read')];
  const readiness = { during: null, after: null };

  await sleep(3_000);
  phase = 'during';
  const stopped = performance.now();
  await database.stopServer();
  log(
    `  PostgreSQL stopped (pg_ctl stop -m fast in ${Math.round(performance.now() - stopped)} ms)`,
  );
  await sleep(OUTAGE_MS / 2);
  readiness.during = (
    await call(server.url, { method: 'GET', path: '/readyz', timeoutMs: 5_000 })
  ).status;
  await sleep(OUTAGE_MS / 2);
  phase = 'after';
  await database.startServer();
  const back = performance.now();
  log('  PostgreSQL started again');

  // The same process, never restarted, serves a write again by itself.
  let recoveredMs = null;
  while (performance.now() - back < RECOVER_WITHIN_MS) {
    const email = nextEmail();
    const result = await requests.write(email);
    ledger.record('write after', result, { email });
    if (result.outcome === 'accepted') {
      recoveredMs = Math.round(performance.now() - back);
      break;
    }
    await sleep(200);
  }
  await sleep(3_000);
  running = false;
  await Promise.all(loops);
  readiness.after = (
    await call(server.url, { method: 'GET', path: '/readyz', timeoutMs: 5_000 })
  ).status;

  // The job queue works again: a reset asked now reaches the inbox.
  const email = ledger.accepted['write before']?.[0]?.email;
  const reset = email
    ? await call(server.url, { path: '/t/tn/user/forget/password', body: { email } })
    : null;
  const mailed = await waitFor(
    () => [...inbox.byMessageId.values()].some((m) => m.to.includes(email)),
    20_000,
  );

  client = await connect(database.url);
  cleanups.push(() => client.end());
  const feed = await waitFor(
    async () =>
      (
        await client.query(
          `select count(*)::int as n from pg_stat_activity where application_name = 'teacher-portal-feed'`,
        )
      ).rows[0].n > 0,
    10_000,
  );
  const emails = Object.entries(ledger.accepted).flatMap(([, list]) =>
    list.map((a) => a.email).filter(Boolean),
  );
  const { rows } = await client.query(
    `select count(*)::int as n from users where email = any($1::text[])`,
    [emails],
  );
  const result = summarize({
    answers,
    readiness,
    recoveredMs,
    pid,
    server,
    feed,
    mailed,
    reset,
    stored: rows[0].n,
    accepted: emails.length,
    counts: ledger.counts,
  });
  if (!result.checks.every((check) => check.ok))
    log(`--- ${server.logFile} ---\n${server.logTail(60)}`);
  return result;
}

async function waitFor(test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await sleep(250);
  }
  return false;
}

function summarize({
  answers,
  readiness,
  recoveredMs,
  pid,
  server,
  feed,
  mailed,
  reset,
  stored,
  accepted,
  counts,
}) {
  const during = answers.during;
  // A 503 with an envelope's code (BIZ_SERVICE_UNAVAILABLE; FAIL from the rate-limit store of
  // decision 043), or an answer the database gave before it went (a call the stop cut short
  // may have committed: it is then looked up with the rest).
  const bad = during.filter(
    (a) => a.outcome !== 'accepted' && !(a.status === 503 && /^[A-Z_]+$/.test(a.code)),
  );
  const slowest = Math.max(0, ...during.map((a) => a.ms));
  const writes503 = during.filter((a) => a.kind === 'write' && a.status === 503).length;
  const beforeOk = answers.before.every((a) => a.outcome === 'accepted');
  const afterOk = answers.after.slice(-4).every((a) => a.outcome === 'accepted');
  const checks = [
    {
      name: 'before the outage every call is accepted',
      ok: beforeOk && answers.before.length > 0,
      detail: `${answers.before.length} calls`,
    },
    {
      name: 'during it every answer is a 503 envelope (or was answered before the stop), none a 500',
      ok: bad.length === 0 && during.length > 0 && writes503 > 0,
      detail: `${during.length} calls, ${writes503} writes answered 503${bad[0] ? `; e.g. ${bad[0].status} ${bad[0].code}` : ''}`,
    },
    {
      name: `no answer during it takes over ${ANSWER_WITHIN_MS / 1000} s`,
      ok: slowest <= ANSWER_WITHIN_MS,
      detail: `slowest ${Math.round(slowest)} ms`,
    },
    {
      name: 'the same process serves writes again by itself',
      ok: recoveredMs !== null && server.running() && server.pid === pid,
      detail:
        recoveredMs === null ? 'never' : `${recoveredMs} ms after PostgreSQL was back, pid ${pid}`,
    },
    {
      name: 'after it every call is accepted again',
      ok: afterOk,
      detail: `${answers.after.length} calls`,
    },
    {
      name: 'the change feed listens again',
      ok: feed,
      detail: feed ? 'its connection is back' : 'no teacher-portal-feed connection',
    },
    {
      name: 'the job queue works again (a reset mail arrives)',
      ok: Boolean(reset?.outcome === 'accepted' && mailed),
      detail: reset
        ? `reset ${reset.status}, mail ${mailed ? 'arrived' : 'missing'}`
        : 'no account to reset',
    },
    {
      name: 'every accepted write is stored',
      ok: stored === accepted,
      detail: `${stored} of ${accepted}`,
    },
  ];
  // /readyz is the lead's (decision 047); checked when the server has it.
  if (readiness.after !== 404)
    checks.push({
      name: '/readyz is 503 during the outage and 200 after',
      ok: readiness.during === 503 && readiness.after === 200,
      detail: `${readiness.during}, then ${readiness.after}`,
    });
  return { checks, counts };
}
