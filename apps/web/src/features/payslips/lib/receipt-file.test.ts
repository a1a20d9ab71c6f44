import { FIELD_MESSAGES, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkReceiptFile,
  RECEIPT_ACCEPT,
  RECEIPT_EXTENSIONS,
  RECEIPT_MAX_MB,
  spokenPercent,
} from './receipt-file';

const FORMAT = checkReceiptFile({ name: 'receipt.docx', size: 10 });

describe('the receipt picker', () => {
  it("offers contracts' PAYSLIP_RECEIPT kinds, up to 10 MB", () => {
    expect(RECEIPT_ACCEPT).toBe('.jpg,.jpeg,.png,.pdf');
    expect(RECEIPT_EXTENSIONS).toEqual(['JPG', 'JPEG', 'PNG', 'PDF']);
    expect(RECEIPT_MAX_MB).toBe(10);
  });
});

describe('checkReceiptFile', () => {
  it('accepts a pdf, a jpg, a jpeg and a png, by name and type', () => {
    expect(checkReceiptFile({ name: 'r.pdf', size: 1, type: 'application/pdf' })).toBeNull();
    expect(checkReceiptFile({ name: 'R.JPG', size: 1, type: 'image/jpeg' })).toBeNull();
    expect(checkReceiptFile({ name: 'r.jpeg', size: 1 })).toBeNull();
    expect(checkReceiptFile({ name: 'r.png', size: 1, type: '' })).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(checkReceiptFile({ name: 'r.pdf', size: 0 })).toBe(FIELD_MESSAGES.noFile);
  });

  it('accepts exactly 10 MB and refuses a byte more', () => {
    expect(checkReceiptFile({ name: 'r.pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkReceiptFile({ name: 'r.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      FIELD_MESSAGES.uploadTooLarge,
    );
  });

  it("refuses other kinds with the catalogue's format message", () => {
    expect(FORMAT).toBe(FIELD_MESSAGES.uploadDocumentFormat);
    expect(checkReceiptFile({ name: 'receipt', size: 10 })).toBe(FORMAT);
    expect(checkReceiptFile({ name: 'r.pdf.exe', size: 10 })).toBe(FORMAT);
  });

  it('refuses a file whose known type is not what its name says', () => {
    expect(checkReceiptFile({ name: 'r.pdf', size: 10, type: 'text/html' })).toBe(FORMAT);
  });
});

describe('spokenPercent', () => {
  it('rounds down to tens, from 0 to 100', () => {
    expect(spokenPercent(0)).toBe(0);
    expect(spokenPercent(9)).toBe(0);
    expect(spokenPercent(10)).toBe(10);
    expect(spokenPercent(57)).toBe(50);
    expect(spokenPercent(99)).toBe(90);
    expect(spokenPercent(100)).toBe(100);
  });

  it('keeps odd values inside 0..100', () => {
    expect(spokenPercent(-5)).toBe(0);
    expect(spokenPercent(Number.NaN)).toBe(0);
    expect(spokenPercent(250)).toBe(100);
  });
});
