import { FIELD_MESSAGES, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedExtensions, checkUploadFile } from './file-checks';

const file = (name: string, size = 1000) => ({ name, size });

describe('checkUploadFile', () => {
  it('accepts each purpose its own kinds, by name, in any case', () => {
    expect(checkUploadFile(file('me.JPG'), 'PHOTO')).toBeNull();
    expect(checkUploadFile(file('me.jpeg'), 'PHOTO')).toBeNull();
    expect(checkUploadFile(file('cv.docx'), 'CV')).toBeNull();
    expect(checkUploadFile(file('cv.doc'), 'CV')).toBeNull();
    expect(checkUploadFile(file('diploma.pdf'), 'EDU_CERTIFICATE')).toBeNull();
    expect(checkUploadFile(file('tefl.png'), 'TEACHER_CERTIFICATE')).toBeNull();
  });

  it('refuses other kinds with the purpose message of spec section 5', () => {
    expect(checkUploadFile(file('me.pdf'), 'PHOTO')).toBe(FIELD_MESSAGES.uploadImageFormat);
    expect(checkUploadFile(file('cv.png'), 'CV')).toBe(FIELD_MESSAGES.uploadCvFormat);
    expect(checkUploadFile(file('proof.docx'), 'PROOF_CERTIFICATE')).toBe(
      FIELD_MESSAGES.uploadDocumentFormat,
    );
    expect(checkUploadFile(file('noextension'), 'EDU_CERTIFICATE')).toBe(
      FIELD_MESSAGES.uploadDocumentFormat,
    );
  });

  it('refuses more than 10 MB before the type, and an empty file', () => {
    expect(checkUploadFile(file('big.pdf', UPLOAD_MAX_BYTES), 'EDU_CERTIFICATE')).toBeNull();
    expect(checkUploadFile(file('big.pdf', UPLOAD_MAX_BYTES + 1), 'EDU_CERTIFICATE')).toBe(
      FIELD_MESSAGES.uploadTooLarge,
    );
    expect(checkUploadFile(file('big.exe', UPLOAD_MAX_BYTES + 1), 'PHOTO')).toBe(
      FIELD_MESSAGES.uploadTooLarge,
    );
    expect(checkUploadFile(file('empty.png', 0), 'PHOTO')).toBe(FIELD_MESSAGES.noFile);
  });

  it('reads the extensions from contracts UPLOAD_ACCEPT', () => {
    expect(acceptedExtensions('PHOTO')).toEqual(['jpg', 'jpeg', 'png']);
  });
});
