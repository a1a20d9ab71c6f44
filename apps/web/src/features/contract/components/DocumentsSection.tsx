import type { ApplicationStatus } from '@portal/contracts';

/** Placeholder: built in this work (decision 038). */
export function DocumentsSection(_props: { status: ApplicationStatus }) {
  return null;
}
