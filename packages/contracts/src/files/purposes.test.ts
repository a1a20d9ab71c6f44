/**
 * The purposes of stored files (spec section 5 "Uploads", decision 027): the kinds each
 * accepts, the names a file picker offers, the content types served, the size limits and who
 * may ask for a direct upload grant.
 */
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../constants.js';
import {
  acceptFor,
  contentTypesFor,
  FILE_PURPOSES,
  GRANT_PURPOSES,
  type FilePurpose,
} from './purposes.js';

const PURPOSES = Object.keys(FILE_PURPOSES) as FilePurpose[];

describe('a file picker', () => {
  it('offers the names of each accepted kind, a JPEG under both of its names', () => {
    expect(acceptFor('PHOTO')).toBe('.jpg,.jpeg,.png');
    expect(acceptFor('BANNER_PICTURE')).toBe('.jpg,.jpeg,.png');
    expect(acceptFor('CV')).toBe('.doc,.docx,.pdf');
    expect(acceptFor('EDU_CERTIFICATE')).toBe('.jpg,.jpeg,.png,.pdf');
    expect(acceptFor('TEACHER_CERTIFICATE')).toBe('.jpg,.jpeg,.png,.pdf');
    expect(acceptFor('PROOF_CERTIFICATE')).toBe('.jpg,.jpeg,.png,.pdf');
    expect(acceptFor('CONTRACT_DOCUMENT')).toBe('.pdf,.jpg,.jpeg,.png');
    expect(acceptFor('PAYSLIP_RECEIPT')).toBe('.jpg,.jpeg,.png,.pdf');
    expect(acceptFor('EVALUATION_RECORDING')).toBe('.webm,.mp3,.m4a');
  });
});

describe('the stored files', () => {
  it('are served as the one content type of each accepted kind', () => {
    expect(contentTypesFor('PHOTO')).toEqual(['image/jpeg', 'image/png']);
    expect(contentTypesFor('CV')).toEqual([
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/pdf',
    ]);
    expect(contentTypesFor('CONTRACT_DOCUMENT')).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(contentTypesFor('EVALUATION_RECORDING')).toEqual([
      'audio/webm',
      'audio/mpeg',
      'audio/mp4',
    ]);
  });

  it('are refused by kind with the message for their purpose', () => {
    expect(FILE_PURPOSES.PHOTO.formatError).toBe('BIZ_UPLOAD_IMAGE_FORMAT');
    expect(FILE_PURPOSES.BANNER_PICTURE.formatError).toBe('BIZ_UPLOAD_IMAGE_FORMAT');
    expect(FILE_PURPOSES.CV.formatError).toBe('BIZ_UPLOAD_CV_FORMAT');
    expect(FILE_PURPOSES.EDU_CERTIFICATE.formatError).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
    expect(FILE_PURPOSES.EVALUATION_RECORDING.formatError).toBe('BIZ_UPLOAD_DOCUMENT_FORMAT');
  });

  it("are at most 10 MB each (an appeal's evidence 5 MB), and at least one byte", () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    for (const purpose of PURPOSES.filter((p) => p !== 'APPEAL_EVIDENCE')) {
      expect(FILE_PURPOSES[purpose].maxBytes, purpose).toBe(UPLOAD_MAX_BYTES);
      expect(FILE_PURPOSES[purpose].largeError, purpose).toBe('BIZ_UPLOAD_TOO_LARGE');
    }
    expect(FILE_PURPOSES.APPEAL_EVIDENCE).toMatchObject({
      kinds: ['png', 'jpg', 'pdf'],
      maxBytes: 5 * 1024 * 1024,
      largeError: 'BIZ_APPEAL_FILE_TOO_LARGE',
    });
    for (const purpose of PURPOSES.filter((p) => p !== 'EVALUATION_RECORDING')) {
      expect(FILE_PURPOSES[purpose].minBytes, purpose).toBe(1);
      expect(FILE_PURPOSES[purpose].smallError, purpose).toBe('BIZ_UPLOAD_NO_FILE');
    }
  });

  it('refuse a recording smaller than 100 KB as too short (spec section 5)', () => {
    expect(FILE_PURPOSES.EVALUATION_RECORDING.minBytes).toBe(102_400);
    expect(FILE_PURPOSES.EVALUATION_RECORDING.smallError).toBe('FILE_SMALL');
  });
});

describe('who stores a purpose', () => {
  it('is the applicant for the application’s files and staff for banner pictures', () => {
    const owners = Object.fromEntries(PURPOSES.map((p) => [p, FILE_PURPOSES[p].owner]));
    expect(owners).toEqual({
      PHOTO: 'applicant',
      CV: 'applicant',
      EDU_CERTIFICATE: 'applicant',
      TEACHER_CERTIFICATE: 'applicant',
      PROOF_CERTIFICATE: 'applicant',
      BANNER_PICTURE: 'staff',
      CONTRACT_PDF: 'staff',
      CONTRACT_DOCUMENT: 'teacher',
      PAYSLIP_RECEIPT: 'teacher',
      APPEAL_EVIDENCE: 'teacher',
      EVALUATION_RECORDING: 'teacher',
    });
  });

  it('lets a teacher ask a direct upload grant for the teacher’s purposes only', () => {
    expect(PURPOSES.filter((p) => FILE_PURPOSES[p].grant)).toEqual([...GRANT_PURPOSES]);
    expect(GRANT_PURPOSES).toEqual([
      'CONTRACT_DOCUMENT',
      'PAYSLIP_RECEIPT',
      'APPEAL_EVIDENCE',
      'EVALUATION_RECORDING',
    ]);
    expect(FILE_PURPOSES.PHOTO.grant).toBe(false);
    expect(FILE_PURPOSES.BANNER_PICTURE.grant).toBe(false);
  });
});
