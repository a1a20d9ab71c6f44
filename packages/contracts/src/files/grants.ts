import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { wireInt } from '../wire.js';
import { GRANT_PURPOSES } from './purposes.js';

/**
 * A short-lived grant to upload one file straight to storage (decision
 * 027). The file is then sent as the answer says, and confirmed with the complete call.
 */
export const uploadGrantRequest = z.object({
  purpose: z.enum(GRANT_PURPOSES, { error: FIELD_MESSAGES.required }),
  /** The file's content type as the browser sees it; one of the purpose's kinds. */
  contentType: lineText({ error: FIELD_MESSAGES.required }).max(120, FIELD_MESSAGES.invalid),
  /** The file's size in bytes. */
  size: wireInt.pipe(z.number().int().positive()),
  /** The file's name on the sender's machine, for display only. */
  fileName: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(200, FIELD_MESSAGES.invalid),
});
export type UploadGrantRequest = z.input<typeof uploadGrantRequest>;

export const uploadGrant = z.object({
  fileId: z.string(),
  /** Where to send the bytes: a presigned storage address or this server's upload route. */
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  /** Headers the upload must carry as given (the content type is part of the grant). */
  headers: z.record(z.string(), z.string()),
  /** When the grant stops working (epoch ms). */
  expiresAt: z.number().int(),
  maxBytes: z.number().int(),
});
export type UploadGrant = z.infer<typeof uploadGrant>;

/** A file received (local upload address) or confirmed (complete call). */
export const uploadedFile = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** A granted file's id: 22 URL-safe characters. */
export const grantedFileParams = z.object({ fileId: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });
/** The signed part of a local upload address. */
export const uploadGrantQuery = z.object({
  expires: wireInt.pipe(z.number().int().nonnegative()),
  signature: z.string().max(100),
});
