const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets the job queue finish what the storm left. pg-boss 10 has no heartbeat: a job whose
 * server was killed stays `active` until its expiry (15 minutes) and the next maintenance
 * (every 2 minutes) retry it. The harness does not wait for that clock: once every server is
 * stopped no job can be running, so it moves each `active` job to `retry` (what the expiry
 * would do) and lets back-off delays lapse, then starts one server and waits for the queue to
 * empty. Answers how many jobs were orphaned, per queue.
 */
export async function drainQueue({ client, servers, restart, timeoutMs, log }) {
  for (const server of servers) await server.stop();
  const { rows: orphaned } = await client.query(
    `update pgboss.job set state = 'retry', start_after = now()
      where state = 'active' returning name`,
  );
  await client.query(
    `update pgboss.job set start_after = now() where state in ('created', 'retry') and start_after > now()`,
  );
  const perQueue = {};
  for (const { name } of orphaned) perQueue[name] = (perQueue[name] ?? 0) + 1;
  if (orphaned.length)
    log(`  jobs orphaned by the kills, put back to retry: ${JSON.stringify(perQueue)}`);
  await restart.start();
  const deadline = Date.now() + timeoutMs;
  let pending = [];
  while (Date.now() < deadline) {
    ({ rows: pending } = await client.query(
      `select name, state, count(*)::int as n from pgboss.job
        where state in ('created', 'retry', 'active') and start_after < now() + interval '1 minute'
        group by name, state`,
    ));
    if (pending.length === 0) return { orphaned: orphaned.length, perQueue, drained: true };
    await sleep(250);
  }
  return { orphaned: orphaned.length, perQueue, drained: false, pending };
}
