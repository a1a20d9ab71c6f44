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

/** The URL with its password hidden, for printing. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** The same server, another database. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A scratch database on the server of `adminUrl` (BENCH_DATABASE_URL): the bench seeds
 * 100,000+ accounts and must never write into a database somebody uses. drop() removes it,
 * closing the connections still open on it.
 */
export async function createScratchDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = await connect(adminUrl);
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    throw new Error(
      `Could not create the scratch database ${name} with BENCH_DATABASE_URL (${redactUrl(adminUrl)}): ${error.message}. The role needs CREATEDB.`,
    );
  }
  let dropping = null;
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop() {
      dropping ??= admin
        .query(`drop database if exists "${name}" with (force)`)
        .finally(() => admin.end().catch(() => undefined));
      return dropping;
    },
  };
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
