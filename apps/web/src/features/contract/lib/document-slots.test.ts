import { FIELD_MESSAGES, NO_DOCUMENTS, type DocumentStatuses } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  missingFiles,
  statusesOf,
  submissionOf,
  submitCheck,
  type ChosenFile,
} from './document-slots';

const file = (name: string): ChosenFile => ({
  objectName: `${name}-object-name-padding`.slice(0, 22),
  fileName: `${name}.pdf`,
  fileType: 'PDF',
});
const MB = 1024 * 1024;

describe("a chosen file's first check", () => {
  it('accepts jpg, jpeg, png and pdf up to 10 MB, whatever the case of the name', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
    expect(DOCUMENT_EXTENSIONS).toEqual(['PDF', 'JPG', 'JPEG', 'PNG']);
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.Png'])
      expect(checkDocumentFile({ name, size: 10 * MB }), name).toBeNull();
  });

  it('refuses an empty file, one past 10 MB and any other kind, with the spec messages', () => {
    expect(checkDocumentFile({ name: 'a.pdf', size: 0 })).toBe(FIELD_MESSAGES.noFile);
    expect(checkDocumentFile({ name: 'a.pdf', size: 10 * MB + 1 })).toBe(
      FIELD_MESSAGES.uploadTooLarge,
    );
    for (const name of ['a.docx', 'a.gif', 'pdf', 'a.pdf.exe'])
      expect(checkDocumentFile({ name, size: 100 }), name).toBe(
        FIELD_MESSAGES.uploadDocumentFormat,
      );
  });
});

describe('the submission', () => {
  const fresh = statusesOf([]);
  const inReview: DocumentStatuses = {
    TEACHER_CERTIFICATE: 'SUBMITTED',
    PROOF_CERTIFICATE: 'UN_SUBMIT',
    PASSPORT: 'PASS',
    EDU_CERTIFICATE: 'SUBMITTED',
  };

  it('reads the statuses from the list, a slot left out being UN_SUBMIT', () => {
    expect(fresh).toEqual(NO_DOCUMENTS);
    expect(statusesOf([{ useType: 'PASSPORT', status: 'RESUBMIT' }])).toEqual({
      ...NO_DOCUMENTS,
      PASSPORT: 'RESUBMIT',
    });
  });

  it('waits for a file in every owed slot', () => {
    expect(missingFiles(fresh, {})).toEqual(['TEACHER_CERTIFICATE', 'PASSPORT', 'EDU_CERTIFICATE']);
    expect(missingFiles(fresh, { PASSPORT: file('id') })).toEqual([
      'TEACHER_CERTIFICATE',
      'EDU_CERTIFICATE',
    ]);
    expect(submitCheck(fresh, { PASSPORT: file('id') }, true)).toEqual({
      ok: false,
      reason: 'missing',
    });
    const sentBack = { ...inReview, PASSPORT: 'RESUBMIT' } as const;
    expect(missingFiles(sentBack, { PROOF_CERTIFICATE: file('proof') })).toEqual(['PASSPORT']);
  });

  it('is "No File" when nothing is owed and nothing chosen, then needs the declaration', () => {
    expect(submitCheck(inReview, {}, true)).toEqual({ ok: false, reason: 'noFile' });
    expect(submitCheck(inReview, { PROOF_CERTIFICATE: file('p') }, false)).toEqual({
      ok: false,
      reason: 'agree',
    });
    expect(submitCheck(inReview, { PROOF_CERTIFICATE: file('p') }, true)).toEqual({ ok: true });
  });

  it("is submitUrl's documents form, in the slots' order", () => {
    const body = submissionOf({ EDU_CERTIFICATE: file('edu'), TEACHER_CERTIFICATE: file('esl') });
    expect(JSON.parse(body.uploadReq)).toEqual({
      uploadReqList: [
        {
          url: file('esl').objectName,
          fileName: 'esl.pdf',
          useType: 'TEACHER_CERTIFICATE',
          resourceType: 'TEACHER_CERTIFICATE',
          fileType: 'PDF',
        },
        {
          url: file('edu').objectName,
          fileName: 'edu.pdf',
          useType: 'EDU_CERTIFICATE',
          resourceType: 'EDU_CERTIFICATE',
          fileType: 'PDF',
        },
      ],
    });
  });
});
