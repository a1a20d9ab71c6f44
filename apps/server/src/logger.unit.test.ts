import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS, redactUrl } from './logger.js';

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
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
