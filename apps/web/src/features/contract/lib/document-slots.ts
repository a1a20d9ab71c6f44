import {
  acceptFor,
  DOCUMENT_TYPES,
  documentsToSend,
  FIELD_MESSAGES,
  FILE_PURPOSES,
  messageFor,
  NO_DOCUMENTS,
  UPLOAD_MAX_BYTES,
  uploadReqOf,
  type DocumentStatus,
  type DocumentStatuses,
  type DocumentType,
} from '@portal/contracts';

/** The purpose every step-4 document is granted for (contracts `OSS_RESOURCE_PURPOSES`). */
const PURPOSE = 'CONTRACT_DOCUMENT';

/** The file input's `accept`: jpg, jpeg, png and pdf (by name only; the server reads bytes). */
export const DOCUMENT_ACCEPT = acceptFor(PURPOSE);
/** The accepted extensions as the hint lists them: JPG, JPEG, PNG, PDF. */
export const DOCUMENT_EXTENSIONS = DOCUMENT_ACCEPT.split(',').map((ext) =>
  ext.replace(/^\./, '').toUpperCase(),
);
export const DOCUMENT_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** A file uploaded for a slot in this visit, waiting to be submitted. */
export interface ChosenFile {
  objectName: string;
  fileName: string;
  fileType: 'PDF' | 'JPG';
}
export type ChosenFiles = Partial<Record<DocumentType, ChosenFile>>;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The browser's look at a chosen file before any byte is sent (spec section 5): empty, over
 * 10 MB, or not named jpg, jpeg, png or pdf. Null: fine to send. The server checks the bytes.
 */
export function checkDocumentFile(file: { name: string; size: number }): string | null {
  if (file.size <= 0) return FIELD_MESSAGES.noFile;
  if (file.size > UPLOAD_MAX_BYTES) return FIELD_MESSAGES.uploadTooLarge;
  if (!DOCUMENT_ACCEPT.split(',').includes(extensionOf(file.name)))
    return messageFor(FILE_PURPOSES[PURPOSE].formatError);
  return null;
}

/** The slots' statuses from the resource list (a slot it leaves out has sent nothing). */
export function statusesOf(items: readonly { useType: DocumentType; status: DocumentStatus }[]) {
  const statuses: Record<DocumentType, DocumentStatus> = { ...NO_DOCUMENTS };
  for (const item of items) statuses[item.useType] = item.status;
  return statuses as DocumentStatuses;
}

/** The slots owed that have no file chosen yet: Submit waits for them. */
export function missingFiles(statuses: DocumentStatuses, chosen: ChosenFiles): DocumentType[] {
  return documentsToSend(statuses).filter((type) => !chosen[type]);
}

export type SubmitCheck = { ok: true } | { ok: false; reason: 'missing' | 'noFile' | 'agree' };

/**
 * Whether the chosen files may be submitted: every owed slot has one ("missing": Submit stays
 * disabled), at least one is chosen ("No File"), and the declaration is agreed to.
 */
export function submitCheck(
  statuses: DocumentStatuses,
  chosen: ChosenFiles,
  agreed: boolean,
): SubmitCheck {
  if (missingFiles(statuses, chosen).length > 0) return { ok: false, reason: 'missing' };
  if (!DOCUMENT_TYPES.some((type) => chosen[type])) return { ok: false, reason: 'noFile' };
  if (!agreed) return { ok: false, reason: 'agree' };
  return { ok: true };
}

/** submitUrl's documents form for the chosen files, in the slots' order. */
export function submissionOf(chosen: ChosenFiles): { uploadReq: string } {
  return uploadReqOf(
    DOCUMENT_TYPES.flatMap((useType) => {
      const file = chosen[useType];
      return file
        ? [
            {
              url: file.objectName,
              fileName: file.fileName,
              useType,
              resourceType: useType,
              fileType: file.fileType,
            },
          ]
        : [];
    }),
  );
}
