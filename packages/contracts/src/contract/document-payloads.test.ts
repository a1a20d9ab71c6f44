import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { ossGrantRequest, OSS_RESOURCE_PURPOSES } from '../files/oss.js';
import {
  documentDecisionRequest,
  resourceListQuery,
  submitUrlRequest,
  uploadReqOf,
} from './document-payloads.js';
import { contractSignatureRequest } from './signature.js';

const OBJECT = 'abcdefghijklmnopqrstuv';
/** The documents form as any client may send it, valid or not. */
const req = (items: object[]) => ({ uploadReq: JSON.stringify({ uploadReqList: items }) });
const item = (useType: string, more: object = {}) => ({
  url: OBJECT,
  fileName: 'scan.pdf',
  useType,
  resourceType: useType,
  fileType: 'PDF',
  ...more,
});

describe("submitUrl's body", () => {
  it('reads the documents form: the list inside the uploadReq JSON string', () => {
    const passport = {
      url: OBJECT,
      fileName: 'scan.pdf',
      useType: 'PASSPORT',
      resourceType: 'PASSPORT',
      fileType: 'PDF',
    } as const;
    const parsed = submitUrlRequest.parse(uploadReqOf([passport]));
    expect(parsed).toEqual({ uploadReq: { uploadReqList: [passport] } });
    expect(submitUrlRequest.parse(uploadReqOf([]))).toEqual({ uploadReq: { uploadReqList: [] } });
  });

  it('refuses a string that is not JSON, a slot twice, or a resource type of another slot', () => {
    expect(submitUrlRequest.safeParse({ uploadReq: '{' }).success).toBe(false);
    expect(submitUrlRequest.safeParse(req([item('PASSPORT'), item('PASSPORT')])).success).toBe(
      false,
    );
    expect(
      submitUrlRequest.safeParse(req([item('PASSPORT', { resourceType: 'EDU_CERTIFICATE' })]))
        .success,
    ).toBe(false);
    expect(submitUrlRequest.safeParse(req([item('CONTRACT')])).success).toBe(false);
    expect(
      submitUrlRequest.safeParse(req([item('PASSPORT', { url: 'https://x/y' })])).success,
    ).toBe(false);
    expect(submitUrlRequest.safeParse(req([item('PASSPORT', { fileType: 'PNG' })])).success).toBe(
      false,
    );
  });

  it('reads the contract form as sent: version, legal name, agreement', () => {
    const signed = {
      resourceType: 'CONTRACT',
      contractId: '12',
      legalName: ' Jane Doe ',
      agree: true,
    };
    expect(submitUrlRequest.parse(signed)).toEqual({
      resourceType: 'CONTRACT',
      contractId: 12,
      legalName: 'Jane Doe',
      agree: true,
    });
    const refusal = (body: object) =>
      contractSignatureRequest.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(refusal({ ...signed, agree: false })).toEqual([FIELD_MESSAGES.agreeRequired]);
    expect(refusal({ ...signed, legalName: 'J' })).toEqual([FIELD_MESSAGES.legalName]);
    expect(refusal({ ...signed, legalName: 'x'.repeat(101) })).toEqual([FIELD_MESSAGES.legalName]);
    expect(submitUrlRequest.safeParse({ ...signed, contractId: 0 }).success).toBe(false);
  });
});

describe('the resource list query', () => {
  it('is a comma list of slots, each once', () => {
    expect(resourceListQuery.parse({ useTypes: 'PASSPORT, EDU_CERTIFICATE,PASSPORT' })).toEqual({
      useTypes: ['PASSPORT', 'EDU_CERTIFICATE'],
    });
    expect(resourceListQuery.safeParse({ useTypes: '' }).success).toBe(false);
    expect(resourceListQuery.safeParse({ useTypes: 'CONTRACT' }).success).toBe(false);
  });
});

describe("a recruiter's decision", () => {
  it('needs a reason to send a document back, up to 500 characters', () => {
    expect(documentDecisionRequest.parse({ decision: 'PASS' })).toEqual({ decision: 'PASS' });
    expect(documentDecisionRequest.safeParse({ decision: 'RESUBMIT' }).success).toBe(false);
    expect(documentDecisionRequest.safeParse({ decision: 'RESUBMIT', reason: '  ' }).success).toBe(
      false,
    );
    expect(
      documentDecisionRequest.safeParse({ decision: 'RESUBMIT', reason: 'x'.repeat(500) }).success,
    ).toBe(true);
    expect(
      documentDecisionRequest.safeParse({ decision: 'RESUBMIT', reason: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(documentDecisionRequest.safeParse({ decision: 'REJECT', reason: 'x' }).success).toBe(
      false,
    );
  });
});

describe('an object-storage grant request', () => {
  it('maps every document to the contract documents purpose', () => {
    expect(OSS_RESOURCE_PURPOSES).toEqual({
      TEACHER_CERTIFICATE: 'CONTRACT_DOCUMENT',
      PROOF_CERTIFICATE: 'CONTRACT_DOCUMENT',
      PASSPORT: 'CONTRACT_DOCUMENT',
      EDU_CERTIFICATE: 'CONTRACT_DOCUMENT',
    });
  });

  it('takes the spec fields, a type and a size being optional', () => {
    const ask = {
      resourceType: 'PASSPORT',
      operateType: 'WRITE_OPERATE',
      operator: 'TEACHER_OPERATOR',
      fileName: 'id.pdf',
    };
    expect(ossGrantRequest.parse({ ...ask, contentType: null, size: '900' })).toEqual({
      ...ask,
      size: 900,
    });
    expect(ossGrantRequest.safeParse({ ...ask, operator: 'STUDENT' }).success).toBe(false);
    expect(ossGrantRequest.safeParse({ ...ask, resourceType: 'CONTRACT' }).success).toBe(false);
    expect(ossGrantRequest.safeParse({ ...ask, fileName: '' }).success).toBe(false);
  });
});
