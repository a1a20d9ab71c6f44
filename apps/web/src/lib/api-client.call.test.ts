import { MESSAGES, defineCall, fillMessage } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  fetchMock,
  installFetchMock,
  lastInit,
  onSessionEnded,
  rejection,
  reply,
} from '../test/fetch-mock';
import {
  callApi,
  catalogueMessage,
  configureApiClient,
  lazyCall,
  messageParams,
} from './api-client';

installFetchMock();

describe('callApi', () => {
  const decide = defineCall({
    method: 'POST',
    path: '/ops/applicants/:userId/resume-decision',
    operationId: 'decide',
    action: 'reviewApplicants',
    body: z.object({ decision: z.string() }),
    payload: z.object({ id: z.number() }),
  });

  it('sends the call’s method to its address, parameters filled, and checks its payload', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { id: 7 } }));
    const payload = await callApi(decide, { params: { userId: 42 }, body: { decision: 'PASS' } });
    expect(payload).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ops/applicants/42/resume-decision');
    expect(lastInit()).toMatchObject({ method: 'POST', body: '{"decision":"PASS"}' });
  });

  it('reads the envelope key the call declares', async () => {
    const upload = defineCall({
      method: 'GET',
      path: '/api/thing',
      operationId: 'thing',
      payload: z.number(),
    });
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', result: 3 }));
    await expect(callApi(upload)).resolves.toBe(3);
  });

  it('starts a lazy call’s request before its schema has loaded', async () => {
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { id: 1 } }));
    let release: (call: typeof decide) => void = () => {};
    const loaded = new Promise<typeof decide>((resolve) => (release = resolve));
    const lazy = lazyCall(
      { method: 'POST', path: '/ops/applicants/:userId/resume-decision' },
      () => loaded,
    );
    const pending = callApi(lazy, { params: { userId: 1 }, body: { decision: 'PASS' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(decide);
    await expect(pending).resolves.toEqual({ id: 1 });
  });
});

describe('catalogue messages', () => {
  it('fill the configured support address', () => {
    expect(messageParams()).toEqual({ email: 'help@example.com' });
    expect(catalogueMessage('SERVER_ERR')).toBe(
      fillMessage(MESSAGES.systemErrorEmail, { email: 'help@example.com' }),
    );
  });

  it('say "support" while no address is configured', () => {
    configureApiClient({ supportEmail: () => undefined });
    expect(messageParams()).toEqual({ email: 'support' });
    expect(catalogueMessage('DEFAULT')).toBe(
      fillMessage(MESSAGES.systemErrorEmail, { email: 'support' }),
    );
  });
});

describe('callApi: the request parts', () => {
  it('sends the query, reads a lazy call without a payload schema as any payload', async () => {
    const list = defineCall({
      method: 'GET',
      path: '/ops/things',
      operationId: 'things',
      action: 'reviewApplicants',
      query: z.object({ page: z.number() }),
    });
    fetchMock.mockResolvedValue(reply(200, { code: 'OK', msg: '', data: { any: 'thing' } }));
    const lazy = lazyCall({ method: 'GET', path: '/ops/things' }, async () => list);
    await expect(callApi(lazy, { query: { page: 2 } })).resolves.toEqual({ any: 'thing' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/ops/things?page=2');
    expect(lastInit().method).toBe('GET');
  });

  it('passes the caller’s options on (the session end it expects)', async () => {
    const me = defineCall({ method: 'GET', path: '/t/tc/me', operationId: 'me' });
    fetchMock.mockResolvedValue(reply(401, { code: 'TOKEN_EXPIRED', msg: '', data: null }));
    await rejection(callApi(me, { ignoreSessionEnd: true }));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('reads `data` for a call whose envelope key is null', async () => {
    const call = { method: 'GET', path: '/api/legacy', envelopeKey: null } as const;
    fetchMock.mockImplementation(async () =>
      reply(200, { code: 'OK', msg: '', data: 'd', result: 'r' }),
    );
    await expect(callApi(call)).resolves.toBe('r');
    const keyed = { method: 'GET', path: '/api/legacy', envelopeKey: 'data' } as const;
    await expect(callApi(keyed)).resolves.toBe('d');
  });
});
