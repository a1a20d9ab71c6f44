import { MESSAGES, messageFor } from '@portal/contracts';
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

describe('parseEnvelope: answers that are not an envelope, by status', () => {
  const bare = (status: number, options?: Parameters<typeof parseEnvelope>[3]) => {
    const parsed = parseEnvelope('/t/x', status, '<html>', options);
    if (parsed.ok) throw new Error('expected a failure');
    return parsed.error;
  };

  it('names each status it knows, everything else DEFAULT', () => {
    expect(
      [404, 413, 429, 408, 504, 500, 502, 200, 403].map((status) => [status, bare(status).code]),
    ).toEqual([
      [404, 'NOT_FOUND'],
      [413, 'BIZ_BODY_TOO_LARGE'],
      [429, 'BIZ_TOO_MANY_REQUESTS'],
      [408, 'BIZ_REQUEST_TIMEOUT'],
      [504, 'BIZ_REQUEST_TIMEOUT'],
      [500, 'DEFAULT'],
      [502, 'DEFAULT'],
      [200, 'DEFAULT'],
      [403, 'DEFAULT'],
    ]);
  });

  it('gives the catalogue message with its placeholders, the status and the header request id', () => {
    const error = bare(502, { params, requestId: 'hdr-1' });
    expect(error).toMatchObject({ status: 502, requestId: 'hdr-1' });
    expect(error.message).toBe(messageFor('DEFAULT', params));
    expect(bare(413).message).toBe(messageFor('BIZ_BODY_TOO_LARGE'));
  });

  it('reads a code of another type as no envelope', () => {
    const parsed = parseEnvelope('/t/x', 404, { code: true, msg: 'x', data: null });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.code).toBe('NOT_FOUND');
  });
});

describe('parseEnvelope: codes and messages as sent', () => {
  it('trims the code, for success and failure alike', () => {
    expect(parseEnvelope('/t/x', 200, { code: ' OK ', msg: '', data: 3 })).toEqual({
      ok: true,
      payload: 3,
    });
    const parsed = parseEnvelope('/t/x', 409, { code: ' BIZ_X ', msg: 'Taken', data: null });
    expect(!parsed.ok && parsed.error.code).toBe('BIZ_X');
  });

  it('trims the server message, and ignores one that is not text', () => {
    const trimmed = parseEnvelope('/t/x', 409, { code: 'BIZ_X', msg: '  Taken  ', data: null });
    expect(!trimmed.ok && trimmed.error.message).toBe('Taken');
    const numeric = parseEnvelope('/t/x', 401, { code: 'TOKEN_NULL', msg: 42, data: null });
    expect(!numeric.ok && numeric.error.message).toBe(MESSAGES.loginFailed);
  });

  it('prefers the body’s request id to the header’s, and has no fields without details', () => {
    const parsed = parseEnvelope(
      '/t/x',
      500,
      { code: 'SERVER_ERR', msg: 'x', data: { requestId: 'body-1' } },
      { requestId: 'hdr-1' },
    );
    expect(!parsed.ok && parsed.error.requestId).toBe('body-1');
    const none = parseEnvelope('/t/x', 500, { code: 'SERVER_ERR', msg: 'x' }, { requestId: 'h' });
    expect(!none.ok && none.error.requestId).toBe('h');
    expect(!none.ok && none.error.fields).toBeUndefined();
  });

  it('reads the details under the payload key only', () => {
    const parsed = parseEnvelope('/api/x', 400, {
      code: 'BIZ_PARAM_INVALID',
      msg: 'bad',
      data: { fields: { email: 'x' } },
      result: { fields: { password: 'y' } },
    });
    expect(!parsed.ok && parsed.error.fields).toEqual({ password: 'y' });
  });
});

describe('readErrorDetails: exact shapes', () => {
  it('keeps only the parts present', () => {
    expect(readErrorDetails({ fields: { email: 'x' } })).toStrictEqual({ fields: { email: 'x' } });
    expect(readErrorDetails({ requestId: 'r' })).toStrictEqual({ requestId: 'r' });
    expect(readErrorDetails({ fields: {} })).toStrictEqual({ fields: {} });
  });

  it('refuses fields that are not a map of texts', () => {
    expect(readErrorDetails({ fields: ['x'] })).toBeNull();
    expect(readErrorDetails({ fields: null })).toBeNull();
    expect(readErrorDetails({ fields: 'x' })).toBeNull();
    expect(readErrorDetails({ fields: { email: 'x', password: 1 } })).toBeNull();
    expect(readErrorDetails({ fields: { email: 'x' }, requestId: null })).toBeNull();
    expect(readErrorDetails('details')).toBeNull();
    expect(readErrorDetails(undefined)).toBeNull();
  });
});
