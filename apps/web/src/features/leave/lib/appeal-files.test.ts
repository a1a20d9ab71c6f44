import { FIELD_MESSAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { APPEAL_FILE_EXTENSIONS, APPEAL_FILE_MAX_MB, checkAppealFile } from './appeal-files';

const MB = 1024 * 1024;

describe("an appeal's file, as the browser checks it", () => {
  it('takes a png, a jpeg or a pdf of at most 5 MB', () => {
    expect(APPEAL_FILE_MAX_MB).toBe(5);
    expect(APPEAL_FILE_EXTENSIONS).toEqual(['PNG', 'JPG', 'JPEG', 'PDF']);
    expect(checkAppealFile({ name: 'outage.PNG', size: 5 * MB, type: 'image/png' })).toBeNull();
    expect(checkAppealFile({ name: 'ticket.pdf', size: 10 })).toBeNull();
  });

  it('refuses an empty, a larger or another kind of file with the catalogue message', () => {
    expect(checkAppealFile({ name: 'a.png', size: 0 })).toBe(FIELD_MESSAGES.noFile);
    expect(checkAppealFile({ name: 'a.png', size: 5 * MB + 1 })).toBe(
      FIELD_MESSAGES.appealFileTooLarge,
    );
    expect(checkAppealFile({ name: 'a.docx', size: 10 })).toBe(FIELD_MESSAGES.uploadDocumentFormat);
    expect(checkAppealFile({ name: 'a.png', size: 10, type: 'text/html' })).toBe(
      FIELD_MESSAGES.uploadDocumentFormat,
    );
  });
});
