import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A slot of step 4's documents (decision 038): the applicant sends a file (a slot without a
 * row is UN_SUBMIT, never stored), a recruiter passes it or asks for it again, and a slot
 * asked again takes a new file.
 */
export const DOCUMENT_LIFECYCLE = defineLifecycle(
  'applicantDocument',
  ['SUBMITTED', 'RESUBMIT', 'PASS'],
  {
    submit: { from: [null, 'RESUBMIT'], to: 'SUBMITTED', by: ['applicant'] },
    pass: { from: ['SUBMITTED'], to: 'PASS', by: ['staff'] },
    askAgain: { from: ['SUBMITTED'], to: 'RESUBMIT', by: ['staff'] },
  },
);

/** "Not sent yet": the status of a slot without a row. */
export const UN_SUBMIT = 'UN_SUBMIT' as const;

/** Document statuses (spec section 4): UN_SUBMIT and the stored ones. */
export const DOCUMENT_STATUSES = [UN_SUBMIT, ...DOCUMENT_LIFECYCLE.statuses] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT: { readonly [K in DocumentStatus]: K } = {
  UN_SUBMIT,
  ...DOCUMENT_LIFECYCLE.status,
};
