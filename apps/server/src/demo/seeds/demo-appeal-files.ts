import { APPEAL } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fileGrants, leaveAppealFiles, leaveAppeals, users } from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { storageKeyFor } from '../../modules/storage/file-purposes.js';
import type { DemoSeed } from '../demo-seeds.js';

/** A small picture standing for a screenshot: grey bars on white, a red "offline" banner. */
function screenshotPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180">
    <rect width="320" height="180" fill="#f8f9fa"/>
    <rect x="16" y="16" width="288" height="36" rx="4" fill="#e03131"/>
    <rect x="16" y="68" width="220" height="12" rx="3" fill="#adb5bd"/>
    <rect x="16" y="92" width="260" height="12" rx="3" fill="#ced4da"/>
    <rect x="16" y="116" width="180" height="12" rx="3" fill="#ced4da"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo teacher's waiting appeal carries one small PNG (decision 071), so OPERATIONS see
 * its link in the console's appeals right after `npm start`.
 */
export const demoAppealFiles: DemoSeed = {
  id: '2026-11-appeal-files',
  async run(db, context) {
    const [waiting] = await db
      .select({
        id: leaveAppeals.id,
        teacherId: leaveAppeals.teacherId,
        at: leaveAppeals.createdAt,
      })
      .from(leaveAppeals)
      .innerJoin(users, eq(users.id, leaveAppeals.teacherId))
      .where(and(eq(users.email, 'teacher@portal.demo'), eq(leaveAppeals.status, APPEAL.PENDING)))
      .limit(1);
    if (!waiting) return;
    const bytes = await screenshotPng();
    const storageKey = storageKeyFor('APPEAL_EVIDENCE', 'png');
    await context.storage.put(storageKey, bytes, 'image/png');
    const fileId = randomToken().slice(0, 22);
    // The claimed grant the file came with, as if uploaded just before the appeal was sent.
    await db.insert(fileGrants).values({
      id: fileId,
      ownerUserId: waiting.teacherId,
      purpose: 'APPEAL_EVIDENCE',
      storageKey,
      contentType: 'image/png',
      fileName: 'network-outage.png',
      maxBytes: bytes.length,
      size: bytes.length,
      expiresAt: waiting.at,
      usedAt: waiting.at,
      receivedAt: waiting.at,
      claimedAt: waiting.at,
      createdAt: waiting.at,
    });
    await db.insert(leaveAppealFiles).values({ appealId: waiting.id, fileId, position: 0 });
  },
};
