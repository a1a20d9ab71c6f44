import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED_PATHS, redactUrl } from './logger.js';

function capture(): { logger: pino.Logger; lines: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, stream);
  return { logger, lines: () => chunks.join('') };
}

describe('log redaction', () => {
  it('hides passwords, tokens, cookies and bank numbers', () => {
    const { logger, lines } = capture();
    logger.info({
      req: {
        headers: { cookie: 'sid=abc', 'x-user-token': 'tok-123', authorization: 'Bearer zzz' },
      },
      body: { password: 'hunter22', newPassword: 'n3w-pass', accountNumber: '000123456789' },
      bank: { swiftAccountNumber: 'GB33BUKB20201555555555' },
    });
    const out = lines();
    for (const secret of [
      'sid=abc',
      'tok-123',
      'Bearer zzz',
      'hunter22',
      'n3w-pass',
      '000123456789',
      'GB33BUKB',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[Redacted]');
  });

  it('hides secrets in query strings and keeps the rest', () => {
    expect(redactUrl('/v2/reset?userId=7&code=s3cr3t')).toBe(
      '/v2/reset?userId=7&code=%5BRedacted%5D',
    );
    expect(redactUrl('/t/tn/captcha?scene=LOGIN')).toBe('/t/tn/captcha?scene=LOGIN');
    expect(redactUrl('/api/apply/resource/file/f1?expires=9&signature=abc')).toBe(
      '/api/apply/resource/file/f1?expires=9&signature=%5BRedacted%5D',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

describe('logged errors', () => {
  it('keep the values of a PostgreSQL error out: no detail, no quoted value', () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) as pino.LoggerOptions;
    const logger = pino(options, stream);
    const duplicate = Object.assign(
      new pg.DatabaseError(
        'duplicate key value violates unique constraint "users_email_key"',
        0,
        'error',
      ),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(x@y.example) already exists.',
      },
    );
    const unreadable = Object.assign(
      new pg.DatabaseError('invalid input syntax for type uuid: "x@y.example"', 0, 'error'),
      { code: '22P02' },
    );
    logger.error({ err: duplicate }, 'failed');
    logger.error({ err: unreadable }, 'failed');
    const out = chunks.join('');
    expect(out).toContain('users_email_key');
    expect(out).toContain('23505');
    expect(out).toContain('invalid input syntax for type uuid');
    expect(out).not.toContain('x@y.example');
  });
});
