import { MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseEnvelope, readErrorDetails } from './envelope';

describe('the payload key and the failure details, read without zod', () => {
  it('reads fields and a request id, and nothing of another shape', () => {
    expect(readErrorDetails({ fields: { email: 'x' }, requestId: 'r', extra: 1 })).toEqual({
      fields: { email: 'x' },
      requestId: 'r',
    });
    expect(readErrorDetails({})).toEqual({});
    expect(readErrorDetails(null)).toBeNull();
    expect(readErrorDetails({ fields: { email: 3 } })).toBeNull();
    expect(readErrorDetails({ requestId: 5 })).toBeNull();
    expect(readErrorDetails([])).toBeNull();
  });
});

const params = { email: 'help@example.com' };

describe('parseEnvelope: success', () => {
  it('reads data under /t/ and result under /api/', () => {
    expect(
      parseEnvelope('/t/tn/site/config', 200, { code: 'OK', msg: 'success', data: { a: 1 } }),
    ).toEqual({
      ok: true,
      payload: { a: 1 },
    });
    expect(
      parseEnvelope('/api/interviewOrTrainCourse/getTimestamp', 200, {
        code: 'OK',
        msg: '',
        result: 42,
      }),
    ).toEqual({ ok: true, payload: 42 });
  });

  it('does not read the other key', () => {
    expect(parseEnvelope('/api/x', 200, { code: 'OK', msg: '', data: 1 })).toEqual({
      ok: true,
      payload: undefined,
    });
  });

  it('decides the key by the path of an absolute URL, and honours an override', () => {
    const body = { code: 'OK', msg: '', result: 'r', data: 'd' };
    expect(parseEnvelope('http://host/api/x?y=1', 200, body)).toEqual({ ok: true, payload: 'r' });
    expect(parseEnvelope('/api/x', 200, body, { key: 'data' })).toEqual({ ok: true, payload: 'd' });
  });

  it('treats the older API code 0, as a number or text, as success', () => {
    expect(parseEnvelope('/api/x', 200, { code: 0, msg: '', result: true })).toEqual({
      ok: true,
      payload: true,
    });
    expect(parseEnvelope('/t/x', 200, { code: '0', msg: '', data: 'y' })).toEqual({
      ok: true,
      payload: 'y',
    });
  });
});

describe('parseEnvelope: failure', () => {
  const fail = (...args: Parameters<typeof parseEnvelope>) => {
    const parsed = parseEnvelope(...args);
    if (parsed.ok) throw new Error('expected a failure');
    return parsed.error;
  };

  it('prefers the server message', () => {
    const error = fail('/t/tc/book/batch', 409, {
      code: 'BIZ_TEACHER_COURSE_ALREADY_BOOKED',
      msg: 'Course already booked (server).',
      data: null,
    });
    expect(error.code).toBe('BIZ_TEACHER_COURSE_ALREADY_BOOKED');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Course already booked (server).');
  });

  it('falls back to the catalogue, filling the support address, when msg is missing or blank', () => {
    expect(
      fail('/t/x', 403, { code: 'BIZ_TEACHER_PERMISSION', data: null }, { params }).message,
    ).toBe('Authorization needed to perform this action. Please email help@example.com for help.');
    expect(fail('/t/x', 401, { code: 'TOKEN_NULL', msg: '  ', data: null }).message).toBe(
      MESSAGES.loginFailed,
    );
  });

  it('maps legacy numeric codes, given as numbers, to their messages', () => {
    const error = fail('/api/login', 200, { code: 400010002, result: null });
    expect(error.code).toBe('400010002');
    expect(error.message).toBe(MESSAGES.mailboxOrPassword);
    expect(error.status).toBe(200);
  });

  it('gives unknown codes the generic message', () => {
    expect(fail('/t/x', 400, { code: 'SOMETHING_NEW', data: null }).message).toBe(
      MESSAGES.systemError,
    );
  });

  it('reads field messages and the request id from the payload key', () => {
    const error = fail('/t/x', 400, {
      code: 'BIZ_PARAM_INVALID',
      msg: 'bad',
      data: { fields: { email: 'Email format error.' } },
    });
    expect(error.fields).toEqual({ email: 'Email format error.' });
    const server = fail(
      '/api/x',
      500,
      { code: 'SERVER_ERR', msg: '', result: { requestId: 'req-1' } },
      { params },
    );
    expect(server.requestId).toBe('req-1');
    expect(server.message).toBe('System error.Please refresh the page or email help@example.com');
  });

  it('keeps the header request id when the body has none, and ignores malformed details', () => {
    const error = fail(
      '/t/x',
      400,
      { code: 'FAIL', msg: 'x', data: { fields: 'nope' } },
      { requestId: 'hdr-9' },
    );
    expect(error.requestId).toBe('hdr-9');
    expect(error.fields).toBeUndefined();
  });

  it('turns a body that is not an envelope into an error by status', () => {
    expect(fail('/t/x', 502, null, { params }).code).toBe('DEFAULT');
    expect(fail('/t/x', 404, '<html>', { params }).code).toBe('NOT_FOUND');
    expect(fail('/t/x', 429, { error: 'slow down' }).code).toBe('BIZ_TOO_MANY_REQUESTS');
    expect(fail('/t/x', 200, [1, 2]).code).toBe('DEFAULT');
  });
});
