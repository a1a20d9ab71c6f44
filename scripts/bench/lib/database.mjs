import pg from 'pg';

/** A single pg client (the bench's own connection: seeding, plans, race checks). */
export async function connect(url) {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'portal-bench',
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  // An error on an idle client must not crash the bench; the next query reports it.
  client.on('error', () => undefined);
  return client;
}

/** `PostgreSQL 15.18 (...)` and the numeric version. */
export async function describeServer(client) {
  const { rows } = await client.query(
    `select version() as version, current_setting('server_version') as short,
            current_setting('shared_buffers') as shared_buffers,
            current_setting('fsync') as fsync`,
  );
  return rows[0];
}
