import { describe, expect, it } from 'vitest';
import { STATUS } from '../funnel/statuses.js';
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  DOCUMENT_WIRE_KEYS,
  documentsComplete,
  documentsPlace,
  documentsToSend,
  eslCertificateOnFile,
  mayUploadDocument,
  NO_DOCUMENTS,
  REQUIRED_DOCUMENTS,
  RESOURCE_TYPES,
  type DocumentStatus,
  type DocumentStatuses,
} from './documents.js';
import { collectsDocuments, DOCUMENT_LABELS, documentFileType } from './document-rules.js';

/** Every slot at `status`, then the changes given. */
const all = (
  status: DocumentStatus,
  changes: Partial<Record<keyof typeof DOCUMENT_WIRE_KEYS, DocumentStatus>> = {},
): DocumentStatuses =>
  ({
    ...Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, status])),
    ...changes,
  }) as DocumentStatuses;

describe('the slots', () => {
  it('are the upload modals in order: ESL certificate, verification, government ID, diploma', () => {
    expect(DOCUMENT_TYPES).toEqual([
      'TEACHER_CERTIFICATE',
      'PROOF_CERTIFICATE',
      'PASSPORT',
      'EDU_CERTIFICATE',
    ]);
    expect(RESOURCE_TYPES).toEqual(['CONTRACT', ...DOCUMENT_TYPES]);
    expect(DOCUMENT_LABELS.PASSPORT).toMatch(/passport or driver/);
  });

  it('travel under the wire keys of resourceUploadDTO', () => {
    expect(DOCUMENT_WIRE_KEYS).toEqual({
      TEACHER_CERTIFICATE: 'teacherCertificate',
      PROOF_CERTIFICATE: 'proofCertificate',
      PASSPORT: 'passport',
      EDU_CERTIFICATE: 'eduCertificate',
    });
  });

  it('are all required but the ESL verification', () => {
    expect([...REQUIRED_DOCUMENTS].sort()).toEqual([
      'EDU_CERTIFICATE',
      'PASSPORT',
      'TEACHER_CERTIFICATE',
    ]);
    expect(NO_DOCUMENTS).toEqual(all('UN_SUBMIT'));
  });
});

describe('an upload', () => {
  it('is allowed in UN_SUBMIT and RESUBMIT only', () => {
    expect(DOCUMENT_STATUSES.filter(mayUploadDocument)).toEqual(['UN_SUBMIT', 'RESUBMIT']);
  });

  it('is a PDF or, for any picture, a JPG on the wire', () => {
    expect(documentFileType('application/pdf')).toBe('PDF');
    expect(documentFileType('image/jpeg')).toBe('JPG');
    expect(documentFileType('image/png')).toBe('JPG');
  });

  it('is collected lacking documents, reviewing them or renewing one, and nowhere else', () => {
    for (const status of [STATUS.Contract, STATUS.PENDING_REVIEW, STATUS.PENDING_RESUBMIT])
      expect(collectsDocuments({ stage: 'CONTRACT', status })).toBe(true);
    for (const status of [STATUS.CONTRACT_INVITATION, STATUS.BACKGROUND_CHECK, STATUS.Finish])
      expect(collectsDocuments({ stage: 'CONTRACT', status })).toBe(false);
    expect(collectsDocuments({ stage: 'CONTRACT', status: STATUS.Standby })).toBe(false);
    // The status alone is not the place: the stage counts too.
    expect(collectsDocuments({ stage: 'TRAINING', status: STATUS.Contract })).toBe(false);
  });
});

describe('the place the documents put an applicant at', () => {
  it('is Lack of documents until every required one is sent', () => {
    expect(documentsPlace(NO_DOCUMENTS)).toBe(STATUS.Contract);
    expect(
      documentsPlace(
        all('SUBMITTED', { EDU_CERTIFICATE: 'UN_SUBMIT', PROOF_CERTIFICATE: 'UN_SUBMIT' }),
      ),
    ).toBe(STATUS.Contract);
    // The optional one alone is not enough.
    expect(documentsPlace(all('UN_SUBMIT', { PROOF_CERTIFICATE: 'SUBMITTED' }))).toBe(
      STATUS.Contract,
    );
  });

  it('is Documents reviewing once every required one is sent or passed', () => {
    expect(documentsPlace(all('SUBMITTED', { PROOF_CERTIFICATE: 'UN_SUBMIT' }))).toBe(
      STATUS.PENDING_REVIEW,
    );
    expect(
      documentsPlace(all('PASS', { PASSPORT: 'SUBMITTED', PROOF_CERTIFICATE: 'UN_SUBMIT' })),
    ).toBe(STATUS.PENDING_REVIEW);
    expect(documentsPlace(all('PASS'))).toBe(STATUS.PENDING_REVIEW);
  });

  it('is Documents renewing while any one is sent back, even the optional one', () => {
    expect(documentsPlace(all('PASS', { PROOF_CERTIFICATE: 'RESUBMIT' }))).toBe(
      STATUS.PENDING_RESUBMIT,
    );
    expect(documentsPlace(all('UN_SUBMIT', { PASSPORT: 'RESUBMIT' }))).toBe(
      STATUS.PENDING_RESUBMIT,
    );
  });
});

describe('the documents', () => {
  it('are complete when every required one passed and nothing waits', () => {
    expect(documentsComplete(all('PASS'))).toBe(true);
    expect(documentsComplete(all('PASS', { PROOF_CERTIFICATE: 'UN_SUBMIT' }))).toBe(true);
    expect(documentsComplete(all('PASS', { PROOF_CERTIFICATE: 'SUBMITTED' }))).toBe(false);
    expect(documentsComplete(all('PASS', { PROOF_CERTIFICATE: 'RESUBMIT' }))).toBe(false);
    expect(documentsComplete(all('PASS', { PASSPORT: 'SUBMITTED' }))).toBe(false);
    expect(documentsComplete(all('PASS', { EDU_CERTIFICATE: 'UN_SUBMIT' }))).toBe(false);
    expect(documentsComplete(NO_DOCUMENTS)).toBe(false);
  });

  it('to send are the required ones not sent, and every one sent back', () => {
    expect(documentsToSend(NO_DOCUMENTS)).toEqual([
      'TEACHER_CERTIFICATE',
      'PASSPORT',
      'EDU_CERTIFICATE',
    ]);
    expect(documentsToSend(all('SUBMITTED', { PROOF_CERTIFICATE: 'UN_SUBMIT' }))).toEqual([]);
    expect(
      documentsToSend(all('PASS', { PROOF_CERTIFICATE: 'RESUBMIT', PASSPORT: 'RESUBMIT' })),
    ).toEqual(['PROOF_CERTIFICATE', 'PASSPORT']);
    expect(documentsToSend(all('SUBMITTED', { TEACHER_CERTIFICATE: 'UN_SUBMIT' }))).toEqual([
      'TEACHER_CERTIFICATE',
    ]);
  });
});

describe('eslCertificateOnFile', () => {
  it('is true only for a passed certificate', () => {
    expect(eslCertificateOnFile('PASS')).toBe(true);
    expect(eslCertificateOnFile('SUBMITTED')).toBe(false);
    expect(eslCertificateOnFile('RESUBMIT')).toBe(false);
    expect(eslCertificateOnFile('UN_SUBMIT')).toBe(false);
    expect(eslCertificateOnFile(undefined)).toBe(false);
  });
});
