import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throwaway database on a PostgreSQL server, for the API suite's test files, the journeys'
 * workers and the bench: made from an admin URL (a role with CREATEDB), dropped after, never
 * a database somebody uses. The one place that creates and drops them.
 */

/** The same server, another database. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The URL with its password hidden, for messages. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Creates `<prefix>_<12 hex>` (or `name`) on the server of `adminUrl`, empty or as a copy of
 * the database `template` (which nobody may be connected to). `drop()` removes it, closing
 * the connections still open on it; a second call waits for the first.
 * @param {string} adminUrl
 * @param {{ prefix?: string, name?: string, template?: string }} [options]
 */
export async function createScratchDatabase(adminUrl, { prefix = 'scratch', name, template } = {}) {
  const database = name ?? `${prefix}_${randomBytes(6).toString('hex')}`;
  if (!NAME.test(database)) throw new Error(`bad database name ${database}`);
  if (template !== undefined && !NAME.test(template))
    throw new Error(`bad template name ${template}`);
  const copy = template ? ` template "${template}"` : '';
  try {
    await withClient(adminUrl, (client) => client.query(`create database "${database}"${copy}`));
  } catch (error) {
    throw new Error(
      `Could not create the scratch database ${database} on ${redactUrl(adminUrl)}: ${error.message}. The role needs CREATEDB.`,
      { cause: error },
    );
  }
  let dropping = null;
  return {
    name: database,
    url: withDatabase(adminUrl, database),
    drop() {
      dropping ??= withClient(adminUrl, (client) =>
        client.query(`drop database if exists "${database}" with (force)`),
      ).then(() => undefined);
      return dropping;
    },
  };
}
