import type { ErrorCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { detectFileKind, FILE_KINDS, type FileKind } from './file-types.js';

export interface Upload {
  bytes: Buffer;
  kind: FileKind;
  contentType: string;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
  /** The name the file had on the sender's machine: for display only, never a path. */
  fileName: string | undefined;
}

/**
 * Reads the one file of a multipart request (form field `fieldName`) with its text fields.
 * The size limit is the multipart plugin's; the type is read from the bytes.
 */
export async function readUpload(
  request: FastifyRequest,
  options: {
    fieldName: string;
    allowed: readonly FileKind[];
    /** The refusal for bytes of no allowed kind; may depend on the text fields (the purpose). */
    formatError: ErrorCode | ((fields: Record<string, string>) => ErrorCode);
  },
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('BIZ_UPLOAD_NO_FILE');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string | undefined } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === options.fieldName && !file) {
      try {
        file = { bytes: await part.toBuffer(), fileName: part.filename || undefined };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('BIZ_UPLOAD_TOO_LARGE');
        throw error;
      }
    } else {
      part.file.resume(); // an unexpected file is drained and ignored
    }
  }
  if (!file || file.bytes.length === 0) throw new AppError('BIZ_UPLOAD_NO_FILE');
  const kind = detectFileKind(file.bytes, options.allowed);
  if (!kind) {
    const { formatError } = options;
    throw new AppError(typeof formatError === 'function' ? formatError(fields) : formatError);
  }
  return {
    bytes: file.bytes,
    kind,
    contentType: FILE_KINDS[kind].contentType,
    fields,
    fileName: file.fileName,
  };
}
