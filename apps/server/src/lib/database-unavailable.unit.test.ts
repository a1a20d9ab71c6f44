import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** A loopback port nothing listens on (bound, read, closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a query through Drizzle and a pool throws when no database listens. */
async function refusedQueryError(): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
    return null;
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('isDatabaseUnavailable', () => {
  it('sees a refused connection through the wrapper Drizzle puts around it', async () => {
    const error = await refusedQueryError();
    expect(error).toBeInstanceOf(Error);
    // Drizzle's own message names the query, not the socket: the cause chain must be read.
    expect((error as Error).message).not.toContain('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows the SQLSTATEs of a server stopping, starting and refusing connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it("knows the pool's time-out and a connection cut, said in words only", () => {
    const timeout = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(new Error('query failed', { cause: timeout }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure a server error', () => {
    // A unique violation, a serialization failure, a syntax error, a plain bug.
    for (const code of ['23505', '40001', '42601'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it("knows every socket error on the way to the database, and each of the driver's words", () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EAI_AGAIN',
    ])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    for (const message of [
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
      'Connection is closed',
    ])
      expect(isDatabaseUnavailable(new Error(`pg: ${message}.`))).toBe(true);
    // A code of class 08 has five characters; other codes starting 08 are not SQLSTATEs.
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '080' }))).toBe(false);
    expect(isDatabaseUnavailable({ code: 57, message: 42 })).toBe(false);
  });

  it("reads an AggregateError's reasons, whatever else they hold", () => {
    const refused = Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([null, 'x', refused], 'both'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([null, 'x', new Error('y')], 'n'))).toBe(false);
  });

  it('reads eight errors down a cause chain, not further', () => {
    const chainTo = (last: Error, length: number) => {
      let error = last;
      for (let i = 1; i < length; i += 1) error = new Error(`wrapper ${i}`, { cause: error });
      return error;
    };
    const refused = () => Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(chainTo(refused(), 8))).toBe(true);
    expect(isDatabaseUnavailable(chainTo(refused(), 9))).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
