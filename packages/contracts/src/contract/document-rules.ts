import { canMove } from '../funnel/transitions.js';
import type { DocumentType } from './documents.js';

/**
 * Each slot's name as the applicant and the mails read it (spec section 2, the upload modals):
 * the `{document}` of the documentReturned mail, the console's and the applicant's labels.
 */
export const DOCUMENT_LABELS: Readonly<Record<DocumentType, string>> = {
  TEACHER_CERTIFICATE: 'ESL certificate',
  PROOF_CERTIFICATE: 'ESL verification',
  PASSPORT: "Government ID (passport or driver's licence)",
  EDU_CERTIFICATE: 'Diploma or transcript',
};

/**
 * Whether the applicant stands where documents are collected: lacking documents, reviewing them
 * or renewing one (the places the documents' own moves start from). Uploads and submissions
 * anywhere else are stale (BIZ_STATUS_TYPE_NOT_MATCHING).
 */
export function collectsDocuments(place: { stage: string; status: string }): boolean {
  return canMove('submitDocuments', place) || canMove('returnDocument', place);
}

/** An upload item's file type (spec section 3: "PDF or JPG"): any picture reads JPG. */
export function documentFileType(contentType: string): 'PDF' | 'JPG' {
  return contentType === 'application/pdf' ? 'PDF' : 'JPG';
}
