import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { UploadGrant } from '@portal/contracts';
import { anyIp } from './accounts-client.js';

/** A small PDF of about `size` bytes (its magic bytes first, padding after). */
export function pdfOf(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export interface GrantAsk {
  purpose?: string;
  contentType?: string;
  size: number;
  fileName?: string;
}

/** POST /t/tc/files/grant as a teacher. */
export function askGrant(app: FastifyInstance, token: string, ask: GrantAsk) {
  return app.inject({
    method: 'POST',
    url: '/t/tc/files/grant',
    headers: { 'x-user-token': token },
    remoteAddress: anyIp(),
    payload: {
      purpose: ask.purpose ?? 'PAYSLIP_RECEIPT',
      contentType: ask.contentType ?? 'application/pdf',
      size: ask.size,
      fileName: ask.fileName ?? 'receipt.pdf',
    },
  });
}

/** A grant that must be given. */
export async function grantFor(
  app: FastifyInstance,
  token: string,
  ask: GrantAsk,
): Promise<UploadGrant> {
  const res = await askGrant(app, token, ask);
  if (res.statusCode !== 200) throw new Error(`grant refused: ${res.statusCode} ${res.body}`);
  return res.json().data as UploadGrant;
}

/** The local store's upload: PUT the bytes to the grant's address with a session. */
export function putGranted(
  app: FastifyInstance,
  token: string,
  url: string,
  bytes: Buffer,
  contentType = 'application/pdf',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url,
    payload: bytes,
    headers: { 'x-user-token': token, 'content-type': contentType },
    remoteAddress: anyIp(),
  });
}

export function completeGrant(app: FastifyInstance, token: string, fileId: string) {
  return app.inject({
    method: 'POST',
    url: `/t/tc/files/${fileId}/complete`,
    headers: { 'x-user-token': token },
    remoteAddress: anyIp(),
  });
}
