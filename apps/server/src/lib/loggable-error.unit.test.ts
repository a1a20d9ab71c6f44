import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.js';

const EMAIL = 'ada@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
const SQL = 'insert into "users" ("email", "password_hash") values ($1, $2)';

/** PostgreSQL's unique violation: the value is in `detail`, never in the message. */
function uniqueViolation(): pg.DatabaseError {
  return Object.assign(
    new pg.DatabaseError(
      'duplicate key value violates unique constraint "users_email_key"',
      0,
      'error',
    ),
    {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_key',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: `SQL statement "select ${EMAIL}"`,
      internalQuery: `select * from users where email = '${EMAIL}'`,
    },
  );
}

const copyOf = (error: unknown) => loggableError(error) as Error & Record<string, unknown>;

/** Everything a serializer could reach: own properties, enumerable or not, and the causes. */
function everything(value: unknown, depth = 0): string {
  if (typeof value !== 'object' || value === null || depth > 10) return String(value);
  return Object.getOwnPropertyNames(value)
    .map((key) => `${key}=${everything((value as Record<string, unknown>)[key], depth + 1)}`)
    .join('\n');
}

describe('loggableError', () => {
  it('returns anything that is not error-like as it is', () => {
    for (const value of [undefined, null, 'boom', 42, { message: 7 }, { code: '23505' }]) {
      expect(loggableError(value)).toBe(value);
    }
    const fn = Object.assign(() => undefined, { message: `failed for ${EMAIL}`, params: [EMAIL] });
    expect(loggableError(fn)).toBe(fn);
  });

  it("cuts Drizzle's params off the message and the stack, keeping the SQL", () => {
    const error = new DrizzleQueryError(SQL, [EMAIL, HASH]);
    const copy = copyOf(error);
    expect(copy.message).toBe(`Failed query: ${SQL}`);
    expect(copy.stack).toBe(error.stack?.replace(error.message, `Failed query: ${SQL}`));
    expect(copy.stack?.startsWith(`Error: Failed query: ${SQL}\n    at `)).toBe(true);
    expect(copy.query).toBe(SQL);
    expect('params' in copy).toBe(false);
    expect(everything(copy)).not.toContain(EMAIL);
    expect(everything(copy)).not.toContain('argon2id');
    // The original is left alone.
    expect(error.params).toStrictEqual([EMAIL, HASH]);
    expect(error.message).toContain(EMAIL);
  });

  it('cuts params of any shape: spaces, newlines, quotes', () => {
    const error = {
      message: `Failed query: select 1\nparams: ${EMAIL}, "two words"\nline two\n\n`,
    };
    expect(copyOf(error).message).toBe('Failed query: select 1');
    expect(copyOf({ message: 'Failed query: select 1\nparams: ' }).message).toBe(
      'Failed query: select 1',
    );
  });

  it('keeps a message with no params line as it is', () => {
    const message = 'connect ECONNREFUSED 127.0.0.1:5432: params: none';
    expect(copyOf({ message, code: 'ECONNREFUSED' }).message).toBe(message);
    expect(copyOf({ message: 'a\nb "quoted"' }).message).toBe('a\nb "quoted"');
  });

  it('keeps the SQLSTATE, table and constraint of a PostgreSQL error, not its values', () => {
    const copy = copyOf(uniqueViolation());
    expect(copy).toBeInstanceOf(pg.DatabaseError);
    expect(copy.message).toBe('duplicate key value violates unique constraint "users_email_key"');
    expect(copy.code).toBe('23505');
    expect(copy.table).toBe('users');
    expect(copy.constraint).toBe('users_email_key');
    expect(copy.severity).toBe('ERROR');
    for (const key of ['detail', 'where', 'internalQuery']) expect(key in copy).toBe(false);
    expect(everything(copy)).not.toContain(EMAIL);
  });

  it('drops every property that carries values', () => {
    const error = Object.assign(new Error('failed'), {
      params: [EMAIL],
      parameters: [EMAIL],
      queryOptions: { values: [EMAIL] },
      detail: EMAIL,
      where: EMAIL,
      internalQuery: EMAIL,
      routine: '_bt_check_unique',
    });
    const copy = copyOf(error);
    expect(Object.keys(copy)).toStrictEqual(['routine']);
    expect(everything(copy)).not.toContain(EMAIL);
  });

  it('redacts the quoted values of a data exception (SQLSTATE class 22)', () => {
    const error = Object.assign(
      new pg.DatabaseError(`invalid input syntax for type uuid: "${EMAIL}"`, 0, 'error'),
      { code: '22P02' },
    );
    const copy = copyOf(error);
    expect(copy.message).toBe('invalid input syntax for type uuid: "[Redacted]"');
    expect(copy.stack).not.toContain(EMAIL);
    expect(copy.stack).toContain('invalid input syntax for type uuid: "[Redacted]"');
    expect(
      copyOf({ message: `value "${EMAIL}" and "" and "x" too long`, code: '22001' }).message,
    ).toBe('value "[Redacted]" and "[Redacted]" and "[Redacted]" too long');
  });

  it('keeps the quotes of other SQLSTATEs, and of codes that only contain 22', () => {
    const message = 'identifier "a_very_long_name" will be truncated';
    expect(copyOf({ message, code: '42622' }).message).toBe(message);
    expect(copyOf({ message, code: '23505' }).message).toBe(message);
    expect(copyOf({ message, code: 22001 }).message).toBe(message);
    expect(copyOf({ message }).message).toBe(message);
  });

  it('keeps message, stack and cause out of the enumerable properties, like an Error', () => {
    const copy = copyOf(new DrizzleQueryError(SQL, [EMAIL], uniqueViolation()));
    expect(Object.keys(copy)).toStrictEqual(['query']);
    for (const key of ['message', 'stack', 'cause']) {
      const descriptor = Object.getOwnPropertyDescriptor(copy, key);
      expect(descriptor?.enumerable, key).toBe(false);
      expect(descriptor?.writable, key).toBe(true);
    }
    copy.message = 'rewritten';
    expect(copy.message).toBe('rewritten');
  });

  it('has no cause when the error has none', () => {
    const drizzle = copyOf(new DrizzleQueryError(SQL, [EMAIL]));
    expect(Object.getOwnPropertyNames(drizzle)).not.toContain('cause');
    const plain = copyOf(new Error('plain'));
    expect(Object.getOwnPropertyNames(plain)).not.toContain('cause');
  });

  it('has no stack when the error has none', () => {
    const copy = copyOf({ message: 'no stack' });
    expect(copy.stack).toBeUndefined();
    expect(copy.message).toBe('no stack');
  });

  it('cleans the cause: a Drizzle error around a PostgreSQL one', () => {
    const error = new DrizzleQueryError(SQL, [EMAIL, HASH], uniqueViolation());
    const copy = copyOf(error);
    const cause = copy.cause as Error & Record<string, unknown>;
    expect(cause).toBeInstanceOf(pg.DatabaseError);
    expect(cause).not.toBe(error.cause);
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('users_email_key');
    expect('detail' in cause).toBe(false);
    expect(everything(copy)).not.toContain(EMAIL);
    expect(everything(copy)).not.toContain('argon2id');
  });

  it('cleans five causes deep and stops there', () => {
    // e0 caused by e1 ... by e6, each with its values in params (an enumerable cause, as Drizzle sets it).
    const chain = Array.from({ length: 7 }, (_, i) =>
      Object.assign(new Error(`level ${i}`), { params: [`${i}-${EMAIL}`] }),
    );
    chain.forEach((error, i) => {
      if (i < 6) Object.assign(error, { cause: chain[i + 1] });
    });
    let copy = copyOf(chain[0]);
    for (let level = 1; level <= 5; level += 1) {
      copy = copy.cause as Error & Record<string, unknown>;
      expect(copy.message).toBe(`level ${level}`);
      expect('params' in copy).toBe(false);
    }
    expect(Object.getOwnPropertyNames(copy)).not.toContain('cause');
    expect(everything(copyOf(chain[0]))).not.toContain(EMAIL);
  });

  it('copies a cause that is not error-like as it is', () => {
    const error = new Error('outer', { cause: 'socket hang up' });
    expect(copyOf(error).cause).toBe('socket hang up');
  });

  it('ends on an error that causes itself', () => {
    const error = Object.assign(new Error('loop'), { params: [EMAIL] });
    Object.assign(error, { cause: error });
    let copy = copyOf(error);
    let depth = 0;
    while (copy.cause !== undefined) {
      copy = copy.cause as Error & Record<string, unknown>;
      depth += 1;
    }
    expect(depth).toBe(5);
  });
});
