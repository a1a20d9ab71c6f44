import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from '../contract/documents.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import { uploadGrant } from './grants.js';
import type { GrantPurpose } from './purposes.js';

/**
 * The original clients' object-storage calls (spec section 7, `/t/tc/oss/...`), answered by an
 * upload grant of the files module (decision 027): each resource type stands for one grant
 * purpose. Payslip receipts and evaluation recordings join by adding their resource type here.
 */
export const OSS_RESOURCE_PURPOSES = {
  ...(Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 'CONTRACT_DOCUMENT'])) as Record<
    DocumentType,
    'CONTRACT_DOCUMENT'
  >),
} as const satisfies Record<string, GrantPurpose>;
export type OssResourceType = keyof typeof OSS_RESOURCE_PURPOSES;
export const OSS_RESOURCE_TYPES = Object.keys(OSS_RESOURCE_PURPOSES) as [
  OssResourceType,
  ...OssResourceType[],
];

/** What the client means to do with the object: both mean "upload one" here. */
export const OSS_OPERATE_TYPES = ['WRITE_OPERATE', 'READ_WRITE_OPERATE'] as const;
/** Who asks (spec section 6: the operator "teacher"). */
export const OSS_OPERATORS = ['TEACHER_OPERATOR'] as const;

export const ossGrantRequest = z.object({
  resourceType: z.enum(OSS_RESOURCE_TYPES, { error: FIELD_MESSAGES.required }),
  operateType: z.enum(OSS_OPERATE_TYPES, { error: FIELD_MESSAGES.required }),
  operator: z.enum(OSS_OPERATORS, { error: FIELD_MESSAGES.required }),
  /** The file's name on the sender's machine: shown, and its extension gives the type. */
  fileName: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(200, FIELD_MESSAGES.invalid),
  /** The browser's type of the file; from the name's extension when left out. */
  contentType: optionalText(lineText().max(120, FIELD_MESSAGES.invalid)),
  /** The file's size in bytes; the purpose's largest when left out. */
  size: optionalText(wireInt.pipe(z.number().int().positive())),
});
export type OssGrantRequest = z.input<typeof ossGrantRequest>;

/**
 * The spec's credential fields and the grant. No storage keys ever leave the server: the key
 * fields are empty and `uploadUrl` (a presigned PUT, or this server's signed upload address)
 * replaces them; `objectName` is the grant's file id, named again when the file is submitted.
 */
export const ossGrant = uploadGrant.omit({ fileId: true }).extend({
  accessKeyId: z.string(),
  accessKeySecret: z.string(),
  securityToken: z.string(),
  region: z.string(),
  bucket: z.string(),
  objectName: z.string(),
  /** The server's time when the grant was made (epoch ms). */
  serverTime: z.number().int(),
});
export type OssGrant = z.infer<typeof ossGrant>;
