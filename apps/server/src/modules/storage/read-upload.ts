import type { ErrorCode } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

/** What a multipart route accepts. Routes also give it as `config.upload`, for the docs. */
export interface UploadForm {
  /** The form field that carries the file. */
  fieldName: string;
  allowed: readonly FileKind[];
  /** The refusal for bytes of no allowed kind; may depend on the text fields (the purpose). */
  formatError: ErrorCode | ((fields: Record<string, string>) => ErrorCode);
  /** The text fields beside the file (the route parses them with `parseFields`). */
  fields?: z.ZodObject;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A multipart route's form: the OpenAPI document describes its body from it. */
    upload?: UploadForm;
  }
}

/**
 * Reads the one file of a multipart request (form field `fieldName`) with its text fields.
 * The size limit is the multipart plugin's; the type is read from the bytes.
 */
export async function readUpload(request: FastifyRequest, options: UploadForm): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('BIZ_UPLOAD_NO_FILE');
  const { fields, file } = await readParts(request, options.fieldName);
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

/**
 * The text fields and the first `fieldName` file. A body the parser cannot read (cut short,
 * a broken part header) is the sender's fault: 400, never a server error.
 */
async function readParts(request: FastifyRequest, fieldName: string) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string | undefined } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fieldName && !file) {
        file = { bytes: await part.toBuffer(), fileName: part.filename || undefined };
      } else {
        part.file.resume(); // an unexpected file is drained and ignored
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BIZ_UPLOAD_TOO_LARGE');
    // The plugin's own refusals (limits, not multipart) carry their status; busboy's parse
    // errors ("Unexpected end of form", "Malformed part header") carry none.
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new AppError('BIZ_PARAM_INVALID');
  }
  return { fields, file };
}
