import type { FastifyInstance } from 'fastify';
import { gradientPng } from '../lib/gradient-picture.js';
import { multipart } from './multipart.js';

/** An applicant's photo upload, as the form sends it; fails the test unless it is taken. */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
): Promise<{ fileId: string; url: string }> {
  const photo = multipart(
    { purpose: 'PHOTO' },
    {
      field: 'uploadFile',
      filename: 'me.png',
      contentType: 'image/png',
      bytes: await gradientPng(8, 8, [1, 2, 3], [4, 5, 6]),
    },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/apply/resource/upload',
    payload: photo.payload,
    headers: { ...photo.headers, 'x-user-token': token },
  });
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return res.json().result as { fileId: string; url: string };
}

/** Commits form steps in order, as the form does; fails the test unless each is taken. */
export async function commitSteps(
  app: FastifyInstance,
  token: string,
  bodies: object[],
): Promise<void> {
  for (const body of bodies) {
    const res = await app.inject({
      method: 'POST',
      url: '/t/tc/apply/commit/resume/step',
      payload: body,
      headers: { 'x-user-token': token },
    });
    if (res.statusCode !== 200) throw new Error(`step refused: ${res.statusCode} ${res.body}`);
  }
}
