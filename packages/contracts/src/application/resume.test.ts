import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import {
  RESUME_STEP_FIELDS,
  basicInfoStep,
  commitResumeStepRequest,
  furtherInfoStep,
  isResumeFileField,
  teachingInfoStep,
} from './resume.js';

/** The field of each issue, with its message, as the form shows them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('dependent rules (spec section 5)', () => {
  it('are reported with the other missing fields, so every message shows at once', () => {
    const found = messages(basicInfoStep.safeParse({ residency: 'United States' }));
    expect(found.firstName).toBe(FIELD_MESSAGES.required);
    expect(found.state).toBe(FIELD_MESSAGES.required);
  });

  it('are left out while a field they read is itself wrong', () => {
    const found = messages(furtherInfoStep.safeParse({ heardMagicEars: 'Nowhere' }));
    expect(found.heardMagicEars).toBeDefined();
    expect(found.heardFromDetail).toBeUndefined();
    expect(found.whichFriendChannel).toBeUndefined();
  });

  it('apply to the wire call as well as to the form', () => {
    const found = messages(
      commitResumeStepRequest.safeParse({ commitStep: 3, heardMagicEars: 'Other' }),
    );
    expect(found.heardFromDetail).toBe(FIELD_MESSAGES.required);
    expect(found.agree).toBe(FIELD_MESSAGES.required);
  });
});

describe("the steps' field lists", () => {
  it("are the step schemas' fields, in the form's order", () => {
    expect(RESUME_STEP_FIELDS.basicInfo).toEqual(Object.keys(basicInfoStep.shape));
    expect(RESUME_STEP_FIELDS.teachingInfo).toEqual(Object.keys(teachingInfoStep.shape));
    expect(RESUME_STEP_FIELDS.furtherInfo.slice(0, 5)).toEqual([
      'personPhotoName',
      'personPhotoUrl',
      'fileCVName',
      'fileCVUrl',
      'heardMagicEars',
    ]);
  });

  it('tell the upload fields from the rest', () => {
    const files = Object.values(RESUME_STEP_FIELDS).flat().filter(isResumeFileField);
    expect(files).toEqual([
      'eduCertificateUrl',
      'fileCertificateUrl',
      'proofCertificateUrl',
      'teachCertificateUrl',
      'personPhotoName',
      'personPhotoUrl',
      'fileCVName',
      'fileCVUrl',
    ]);
  });
});
