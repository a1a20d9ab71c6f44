import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_CALLS } from './all-calls.js';
import { fillPath } from './call-address.js';
import { defineCall } from './define-call.js';
import { FIRST_LOAD_ADDRESSES } from './first-load.js';

describe('defineCall', () => {
  it('wraps the payload in the envelope its path reads, or leaves it bare', () => {
    const data = defineCall({
      method: 'GET',
      path: '/t/tn/x',
      operationId: 'x',
      payload: z.number(),
    });
    const result = defineCall({
      method: 'GET',
      path: '/api/x',
      operationId: 'y',
      payload: z.number(),
    });
    const bare = defineCall({
      method: 'GET',
      path: '/healthz',
      operationId: 'z',
      payload: z.number(),
      answer: 'bare',
    });
    expect([data.envelopeKey, result.envelopeKey, bare.envelopeKey]).toEqual([
      'data',
      'result',
      null,
    ]);
    expect(data.response.parse({ code: 'OK', msg: '', data: 1 })).toEqual({
      code: 'OK',
      msg: '',
      data: 1,
    });
    expect(result.response.safeParse({ code: 'OK', msg: '', data: 1 }).success).toBe(false);
    expect(bare.response.parse(1)).toBe(1);
  });

  it('describes no answer for a file', () => {
    const file = defineCall({
      method: 'GET',
      path: '/t/tn/f',
      operationId: 'f',
      answer: 'file',
      produces: ['text/plain'],
    });
    expect(file.response).toBeUndefined();
    expect(file.envelopeKey).toBeNull();
  });

  it('refuses, as a type error, a staff call that names no action', () => {
    // @ts-expect-error: a call under /ops/ must say which action of the permission map it takes
    defineCall({ method: 'GET', path: '/ops/x', operationId: 'o', payload: z.null() });
    const named = defineCall({
      method: 'GET',
      path: '/ops/x',
      operationId: 'o',
      action: 'manageStaff',
      payload: z.null(),
    });
    expect(named.action).toBe('manageStaff');
  });
});

describe('fillPath', () => {
  it('fills each parameter, encoded', () => {
    expect(fillPath('/ops/staff/:staffId/status', { staffId: 7 })).toBe('/ops/staff/7/status');
    expect(fillPath('/f/:id', { id: 'a/b c' })).toBe('/f/a%2Fb%20c');
  });

  it('throws on a parameter left out, rather than calling a wrong address', () => {
    expect(() => fillPath('/f/:id', {})).toThrow(/id/);
  });
});

describe('the table', () => {
  it('names each address and each operation once', () => {
    const addresses = ALL_CALLS.map((call) => `${call.method} ${call.path}`);
    const ids = ALL_CALLS.map((call) => call.operationId);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds every first-load address as a call', () => {
    for (const address of Object.values(FIRST_LOAD_ADDRESSES)) {
      expect(
        ALL_CALLS.filter((call) => call.method === address.method && call.path === address.path),
      ).toHaveLength(1);
    }
  });

  it('gives every staff call an action, and no other call one', () => {
    const staffCalls = ALL_CALLS.filter(
      (call) => call.path.startsWith('/ops/') && call.auth !== 'public' && call.auth !== 'service',
    );
    expect(staffCalls.filter((call) => !call.action)).toEqual([]);
    expect(ALL_CALLS.filter((call) => call.action && !staffCalls.includes(call))).toEqual([]);
  });

  it('gives every service call (the student side, decision 039) a scope, and no other call one', () => {
    const serviceCalls = ALL_CALLS.filter((call) => call.auth === 'service');
    expect(serviceCalls.length).toBeGreaterThan(0);
    for (const call of serviceCalls) {
      expect(call.path.startsWith('/ops/integration/')).toBe(true);
      expect(call.serviceScope).toBe(call.method === 'GET' ? 'READ_OPERATE' : 'WRITE_OPERATE');
    }
    expect(ALL_CALLS.filter((call) => call.serviceScope && call.auth !== 'service')).toEqual([]);
  });
});
