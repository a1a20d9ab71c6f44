import {
  FIELD_MESSAGES,
  FILE_PURPOSES,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  messageFor,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { FORMAT_MESSAGES, acceptedExtensions, checkUploadFile } from './file-checks';

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

describe('checkUploadFile: names and sizes at the edges', () => {
  it('reads the extension after the last dot, a leading dot included', () => {
    expect(checkUploadFile(file('scan.final.PDF'), 'EDU_CERTIFICATE')).toBeNull();
    expect(checkUploadFile(file('.png'), 'PHOTO')).toBeNull();
    expect(checkUploadFile(file('photo.png.exe'), 'PHOTO')).toBe(FIELD_MESSAGES.uploadImageFormat);
    expect(checkUploadFile(file('photo.'), 'PHOTO')).toBe(FIELD_MESSAGES.uploadImageFormat);
    expect(checkUploadFile(file('png'), 'PHOTO')).toBe(FIELD_MESSAGES.uploadImageFormat);
  });

  it('takes a one-byte file and refuses a negative size as no file', () => {
    expect(checkUploadFile(file('a.png', 1), 'PHOTO')).toBeNull();
    expect(checkUploadFile(file('a.png', -1), 'PHOTO')).toBe(FIELD_MESSAGES.noFile);
  });

  it('has each purpose’s format message from the files table', () => {
    expect(FORMAT_MESSAGES).toEqual(
      Object.fromEntries(
        UPLOAD_PURPOSES.map((purpose) => [purpose, messageFor(FILE_PURPOSES[purpose].formatError)]),
      ),
    );
    expect(FORMAT_MESSAGES.PHOTO).toBe(FIELD_MESSAGES.uploadImageFormat);
    expect(FORMAT_MESSAGES.CV).toBe(FIELD_MESSAGES.uploadCvFormat);
    expect(checkUploadFile(file('cert.doc'), 'TEACHER_CERTIFICATE')).toBe(
      FORMAT_MESSAGES.TEACHER_CERTIFICATE,
    );
  });

  it('lists each purpose’s extensions without dots, lower case', () => {
    for (const purpose of UPLOAD_PURPOSES) {
      const extensions = acceptedExtensions(purpose);
      expect(extensions.length, purpose).toBeGreaterThan(0);
      for (const ext of extensions) expect(ext, purpose).toMatch(/^[a-z0-9]+$/);
      expect(extensions.join(','), purpose).toBe(
        UPLOAD_ACCEPT[purpose].toLowerCase().replaceAll('.', '').replaceAll(' ', ''),
      );
    }
    expect(acceptedExtensions('CV')).toContain('docx');
  });
});
