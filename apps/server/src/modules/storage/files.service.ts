import {
  contentTypesFor,
  FILE_PURPOSES,
  HOUR_MS,
  type FileKind,
  type FilePurpose,
  type GrantPurpose,
  type UploadedFile,
  type UploadGrant,
  type UploadGrantRequest,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../lib/tokens.js';
import type { Repositories, Uow } from '../../repositories.js';
import { displayFileName } from './display-name.js';
import type { FilesRepository, GrantRow } from './files.repository.js';
import { FILE_KINDS } from './file-types.js';
import { checkFile, incomingKey, storageKeyFor, type CheckedFile } from './file-purposes.js';
import type { FileStorage } from './storage.js';
import { UPLOAD_GRANT_TTL_MS, type GrantTerms, type UploadGrantSigner } from './upload-grants.js';

export interface UploadQuotas {
  perHour: number;
  bytes: number;
}

interface Deps {
  uow: Uow;
  files: FilesRepository;
  storage: FileStorage;
  grants: UploadGrantSigner;
  quotas: UploadQuotas;
  clock?: () => number;
}

/** A file the server has read and checked, ready to store. */
export interface CheckedUpload extends CheckedFile {
  bytes: Buffer;
}

const kindOf = (contentType: string): FileKind | undefined =>
  (Object.keys(FILE_KINDS) as FileKind[]).find(
    (kind) => FILE_KINDS[kind].contentType === contentType,
  );

const answer = (row: GrantRow, size: number): UploadedFile => ({
  fileId: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size,
});

/**
 * The files module (decision 027): what each purpose accepts, where its files are stored,
 * the per-account quotas, and upload grants (one object a signed-in teacher may put straight
 * into storage). Reading and serving stay with `storage` and `send-file.ts`.
 */
export function createFilesService(deps: Deps) {
  const { uow, files, storage, grants, quotas } = deps;
  const clock = deps.clock ?? Date.now;

  /** Refuses what would take the account past a quota; `size`: the bytes about to be added. */
  async function checkQuota(repository: FilesRepository, userId: number, size: number) {
    const usage = await repository.usage(userId, new Date(clock() - HOUR_MS));
    if (usage.recent >= quotas.perHour) throw new AppError('BIZ_UPLOAD_HOURLY_LIMIT');
    if (usage.bytes + size > quotas.bytes) throw new AppError('BIZ_UPLOAD_STORAGE_FULL');
  }

  /** The row of a grant the caller owns; anyone else's (or none) is refused alike. */
  async function ownGrant(userId: number, fileId: string): Promise<GrantRow> {
    const row = await files.findGrant(fileId);
    if (!row || row.ownerUserId !== userId) throw new AppError('FORBIDDEN');
    return row;
  }

  const termsOf = (row: GrantRow, expires: number): GrantTerms => ({
    fileId: row.id,
    ownerUserId: row.ownerUserId,
    storageKey: row.storageKey,
    purpose: row.purpose,
    contentType: row.contentType,
    maxBytes: row.maxBytes,
    expires,
  });

  /** The grant's file must be of the kind it was granted for, and within its size. */
  function checkGranted(row: GrantRow, head: Buffer, size: number): CheckedFile {
    if (size > row.maxBytes)
      throw new AppError(FILE_PURPOSES[row.purpose as FilePurpose].largeError);
    const checked = checkFile(row.purpose as FilePurpose, head, size);
    if (checked.contentType !== row.contentType)
      throw new AppError(FILE_PURPOSES[row.purpose as FilePurpose].formatError);
    return checked;
  }

  return {
    checkFile,

    /**
     * Stores a checked file of an account within its quotas, and writes the row that names it
     * (`record`, in the same unit of work as the count). The file is stored before its row
     * (decision 010's order); when the row may not be written, the file goes again.
     */
    async storeOwned<T>(
      userId: number,
      purpose: FilePurpose,
      upload: CheckedUpload,
      record: (tx: Repositories, storageKey: string) => Promise<T>,
    ): Promise<T> {
      const size = upload.bytes.length;
      await checkQuota(files, userId, size); // early, before any byte is stored
      const storageKey = storageKeyFor(purpose, upload.kind);
      await storage.put(storageKey, upload.bytes, upload.contentType);
      try {
        return await uow.run(async (tx) => {
          await tx.files.lockOwner(userId);
          await checkQuota(tx.files, userId, size);
          return record(tx, storageKey);
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** Stores a checked file no account owns (banner pictures), answering its key. */
    async store(purpose: FilePurpose, upload: CheckedUpload): Promise<string> {
      const storageKey = storageKeyFor(purpose, upload.kind);
      await storage.put(storageKey, upload.bytes, upload.contentType);
      return storageKey;
    },

    read: (storageKey: string) => storage.read(storageKey),
    delete: (storageKey: string) => storage.delete(storageKey),

    /**
     * A short-lived grant to upload one file of `purpose`: exactly this content type, at most
     * this size, to one server-made key, for this teacher. Counted against the quotas now (the
     * size is reserved until the grant expires or its file is received).
     */
    async grant(
      userId: number,
      request: UploadGrantRequest & { purpose: GrantPurpose; size: number },
    ): Promise<UploadGrant> {
      const rule = FILE_PURPOSES[request.purpose];
      const kind = kindOf(request.contentType);
      if (!kind || !contentTypesFor(request.purpose).includes(request.contentType))
        throw new AppError(rule.formatError);
      if (request.size > rule.maxBytes) throw new AppError(rule.largeError);
      if (request.size < rule.minBytes) throw new AppError(rule.smallError);

      const id = randomToken().slice(0, 22);
      // On S3 the bytes land under an incoming key and are copied once checked (`complete`):
      // a presigned PUT can be repeated until it expires, a checked file must not change.
      const storageKey = storage.presignPut
        ? incomingKey(kind)
        : storageKeyFor(request.purpose, kind);
      const expires = clock() + UPLOAD_GRANT_TTL_MS;
      const row = {
        id,
        ownerUserId: userId,
        purpose: request.purpose,
        storageKey,
        contentType: request.contentType,
        fileName: displayFileName(request.fileName, kind),
        maxBytes: request.size,
        expiresAt: new Date(expires),
      };
      await uow.run(async (tx) => {
        await tx.files.lockOwner(userId);
        await checkQuota(tx.files, userId, request.size);
        await tx.files.insertGrant(row);
      });
      const uploadUrl = storage.presignPut
        ? await storage.presignPut(
            storageKey,
            request.contentType,
            request.size,
            UPLOAD_GRANT_TTL_MS / 1000,
          )
        : grants.url({ ...row, fileId: id, expires });
      return {
        fileId: id,
        uploadUrl,
        method: 'PUT',
        headers: { 'content-type': request.contentType },
        expiresAt: expires,
        maxBytes: request.size,
      };
    },

    /**
     * The local store's upload: the signed address, the grant's owner, its one use, the size
     * and the bytes are all checked before anything is stored.
     */
    async receive(
      userId: number,
      fileId: string,
      signed: { expires: number; signature: string },
      contentType: string | undefined,
      body: unknown,
    ): Promise<UploadedFile> {
      const row = await files.findGrant(fileId);
      const valid =
        row !== undefined &&
        !storage.presignPut &&
        signed.expires === row.expiresAt.getTime() &&
        grants.verify(termsOf(row, signed.expires), signed.signature);
      if (!row || !valid || row.ownerUserId !== userId) throw new AppError('FORBIDDEN');
      const rule = FILE_PURPOSES[row.purpose as FilePurpose];
      if (body === undefined || body === null) throw new AppError('BIZ_UPLOAD_NO_FILE');
      if (!Buffer.isBuffer(body)) throw new AppError(rule.formatError);
      if (contentType?.split(';')[0]?.trim().toLowerCase() !== row.contentType)
        throw new AppError(rule.formatError);
      checkGranted(row, body, body.length);
      if (!(await files.useGrant(row.id))) throw new AppError('FORBIDDEN');
      await storage.put(row.storageKey, body, row.contentType);
      await files.markReceived(row.id, row.storageKey, body.length);
      return answer(row, body.length);
    },

    /**
     * After the upload: the file is read back and checked (on S3 nothing else has looked at
     * it), then kept under its final key. Again for a received file: the same answer.
     */
    async complete(userId: number, fileId: string): Promise<UploadedFile> {
      const row = await ownGrant(userId, fileId);
      if (row.receivedAt && row.size !== null) return answer(row, row.size);
      const stored = await storage.read(row.storageKey);
      if (!stored) throw new AppError('BIZ_UPLOAD_NO_FILE');
      if (stored.size > row.maxBytes) {
        stored.stream.destroy();
        await storage.delete(row.storageKey);
        throw new AppError(FILE_PURPOSES[row.purpose as FilePurpose].largeError);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer));
      const bytes = Buffer.concat(chunks);
      try {
        checkGranted(row, bytes, bytes.length);
      } catch (error) {
        await storage.delete(row.storageKey);
        throw error;
      }
      const finalKey = storageKeyFor(row.purpose as FilePurpose, kindOf(row.contentType) ?? 'pdf');
      await storage.put(finalKey, bytes, row.contentType);
      if (!(await files.markReceived(row.id, finalKey, bytes.length))) {
        await storage.delete(finalKey);
        const again = await ownGrant(userId, fileId);
        return answer(again, again.size ?? bytes.length);
      }
      await storage.delete(row.storageKey);
      return answer(row, bytes.length);
    },

    /**
     * For the features that take a granted file up (a receipt, a contract, a recording): the
     * owner's received file of that purpose, once. Undefined when it is not one.
     */
    async claim(userId: number, fileId: string, purpose: GrantPurpose) {
      const row = await files.claim(fileId, userId, purpose);
      return row && row.size !== null
        ? {
            fileId: row.id,
            storageKey: row.storageKey,
            contentType: row.contentType,
            fileName: row.fileName,
            size: row.size,
          }
        : undefined;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
