/**
 * Classes released from a teacher who may no longer teach them (decision 052): on suspension,
 * and on the days after a contract's end that no contract holds. Each future class is offered
 * to a standby teacher of its time or handed back to the student side with its notice, never
 * left to become a no-show, and recorded with the reason.
 */
export const CLASS_RELEASE_REASONS = ['ACCOUNT_SUSPENDED', 'NO_CONTRACT'] as const;
export type ClassReleaseReason = (typeof CLASS_RELEASE_REASONS)[number];

/** How staff and the teacher read a release's reason. */
export const CLASS_RELEASE_LABELS: Record<ClassReleaseReason, string> = {
  ACCOUNT_SUSPENDED: 'Released: the account was suspended',
  NO_CONTRACT: 'Released: no contract covers the date',
};
