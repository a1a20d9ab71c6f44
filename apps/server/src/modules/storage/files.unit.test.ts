import { FILE_PURPOSES, UPLOAD_ACCEPT, UPLOAD_TYPES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { gradientPng } from '../../lib/gradient-picture.js';
import { checkFile, kindsOf, storageKeyFor } from './file-purposes.js';
import { STORAGE_KEY } from './storage.js';
import { createUploadGrantSigner, type GrantTerms } from './upload-grants.js';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'accepted';
};

describe('the purposes', () => {
  it('keep what the application form and banners accepted before', () => {
    expect(UPLOAD_TYPES).toEqual({
      PHOTO: ['jpg', 'png'],
      CV: ['doc', 'docx', 'pdf'],
      EDU_CERTIFICATE: ['jpg', 'png', 'pdf'],
      TEACHER_CERTIFICATE: ['jpg', 'png', 'pdf'],
      PROOF_CERTIFICATE: ['jpg', 'png', 'pdf'],
    });
    expect(UPLOAD_ACCEPT).toEqual({
      PHOTO: '.jpg,.jpeg,.png',
      CV: '.doc,.docx,.pdf',
      EDU_CERTIFICATE: '.jpg,.jpeg,.png,.pdf',
      TEACHER_CERTIFICATE: '.jpg,.jpeg,.png,.pdf',
      PROOF_CERTIFICATE: '.jpg,.jpeg,.png,.pdf',
    });
    expect(kindsOf(['PHOTO', 'CV', 'EDU_CERTIFICATE']).sort()).toEqual(
      ['doc', 'docx', 'jpg', 'pdf', 'png'].sort(),
    );
  });

  it('make server keys the stores accept, in each purpose folder', () => {
    for (const purpose of Object.keys(FILE_PURPOSES) as (keyof typeof FILE_PURPOSES)[]) {
      for (const kind of FILE_PURPOSES[purpose].kinds) {
        const key = storageKeyFor(purpose, kind);
        expect(key, `${purpose} ${kind}`).toMatch(STORAGE_KEY);
        expect(key.endsWith(`.${kind}`)).toBe(true);
      }
    }
    expect(storageKeyFor('BANNER_PICTURE', 'png')).toMatch(/^banners\//);
    expect(storageKeyFor('PHOTO', 'png')).toMatch(/^uploads\//);
  });

  it('check files by their bytes and size, with the purpose refusals', async () => {
    const png = await gradientPng(4, 4, [0, 0, 0], [9, 9, 9]);
    const pdf = Buffer.from('%PDF-1.4 x');
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('..webm..')]);
    expect(checkFile('PAYSLIP_RECEIPT', pdf)).toEqual({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(codeOf(() => checkFile('PHOTO', pdf))).toBe('BIZ_UPLOAD_IMAGE_FORMAT');
    expect(codeOf(() => checkFile('CV', png))).toBe('BIZ_UPLOAD_CV_FORMAT');
    expect(codeOf(() => checkFile('PAYSLIP_RECEIPT', pdf, 10 * 1024 * 1024 + 1))).toBe(
      'BIZ_UPLOAD_TOO_LARGE',
    );
    expect(codeOf(() => checkFile('PAYSLIP_RECEIPT', Buffer.alloc(0)))).toBe('BIZ_UPLOAD_NO_FILE');
    expect(codeOf(() => checkFile('EVALUATION_RECORDING', webm))).toBe('FILE_SMALL');
    expect(checkFile('EVALUATION_RECORDING', webm, 200 * 1024).kind).toBe('webm');
    expect(codeOf(() => checkFile('EVALUATION_RECORDING', pdf, 200 * 1024))).toBe(
      'BIZ_UPLOAD_DOCUMENT_FORMAT',
    );
  });
});

describe('upload grant signatures', () => {
  const terms: GrantTerms = {
    fileId: 'A'.repeat(22),
    ownerUserId: 7,
    storageKey: `receipts/${'b'.repeat(43)}.pdf`,
    purpose: 'PAYSLIP_RECEIPT',
    contentType: 'application/pdf',
    maxBytes: 1000,
    expires: 1_000_000,
  };
  const key = Buffer.alloc(32, 1);
  const signatureOf = (url: string) => new URL(url, 'http://x').searchParams.get('signature') ?? '';

  it('hold for exactly the granted terms, until they expire', () => {
    const before = createUploadGrantSigner(key, () => terms.expires - 1);
    const signature = signatureOf(before.url(terms));
    expect(before.verify(terms, signature)).toBe(true);
    for (const changed of [
      { fileId: 'B'.repeat(22) },
      { ownerUserId: 8 },
      { storageKey: `receipts/${'c'.repeat(43)}.pdf` },
      { purpose: 'CONTRACT_DOCUMENT' },
      { contentType: 'image/png' },
      { maxBytes: 1001 },
      { expires: terms.expires + 1 },
    ]) {
      expect(before.verify({ ...terms, ...changed }, signature), JSON.stringify(changed)).toBe(
        false,
      );
    }
    expect(before.verify(terms, `${signature.slice(0, -1)}x`)).toBe(false);
    const after = createUploadGrantSigner(key, () => terms.expires + 1);
    expect(after.verify(terms, signature)).toBe(false);
    const otherKey = createUploadGrantSigner(Buffer.alloc(32, 2), () => terms.expires - 1);
    expect(otherKey.verify(terms, signature)).toBe(false);
  });
});
