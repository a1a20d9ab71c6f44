import type { DocumentType } from '@portal/contracts';
import { useCheckedUpload, type CheckedUpload } from '../../../hooks/use-checked-upload';
import { uploadDocumentFile } from '../api/documents';
import { checkDocumentFile, type ChosenFile } from '../lib/document-slots';

export type DocumentUpload = CheckedUpload;

/**
 * One slot's upload: the browser's check first (the server's messages), then grant, bytes with
 * progress and the server's check. Leaving the page cancels the upload in flight.
 */
export function useDocumentUpload(
  useType: DocumentType,
  onDone: (file: ChosenFile) => void,
): DocumentUpload {
  return useCheckedUpload({
    check: checkDocumentFile,
    send: (file, options) => uploadDocumentFile(useType, file, options),
    onDone,
  });
}
