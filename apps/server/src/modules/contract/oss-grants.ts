import {
  FILE_KIND_TYPES,
  FILE_PURPOSES,
  OSS_RESOURCE_PURPOSES,
  type FileKind,
  type OssGrant,
  type ossGrantRequest,
  type OssResourceType,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { FilesService } from '../storage/files.service.js';

/** The request after its schema. */
export type OssGrantAsk = Pick<
  z.output<typeof ossGrantRequest>,
  'resourceType' | 'fileName' | 'contentType' | 'size'
>;

/** Where the objects go, for the spec's `region` and `bucket` fields ('' on the local store). */
export interface OssLocation {
  region: string;
  bucket: string;
}

/** A resource type's own rule before a grant (documents: only while they are collected). */
export type OssGuard = (userId: number) => Promise<void>;

interface Deps {
  files: Pick<FilesService, 'grant'>;
  location: OssLocation;
  /** Checks per resource type; a type without one is granted to any signed-in teacher. */
  guards: Partial<Record<OssResourceType, OssGuard>>;
  clock?: () => number;
}

const EXTENSION_KINDS: Record<string, FileKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  webm: 'webm',
  mp3: 'mp3',
  m4a: 'm4a',
};

/** The content type a file's name suggests (the bytes are checked when they arrive). */
export function contentTypeOfName(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  const kind = dot < 0 ? undefined : EXTENSION_KINDS[fileName.slice(dot + 1).toLowerCase()];
  return kind ? FILE_KIND_TYPES[kind] : undefined;
}

const EMPTY_CREDENTIALS = { accessKeyId: '', accessKeySecret: '', securityToken: '' };

/**
 * The original clients' storage credentials (`/t/tc/oss/...`, spec section 7) as an upload
 * grant of the files module (decision 027): the resource type picks the purpose, the type
 * comes from the request or the name, the size defaults to the purpose's largest. No key
 * leaves the server; `uploadUrl` replaces the credentials and `objectName` is the grant's id.
 */
export function createOssGrants(deps: Deps) {
  const clock = deps.clock ?? Date.now;
  return {
    async grant(userId: number, ask: OssGrantAsk): Promise<OssGrant> {
      const purpose = OSS_RESOURCE_PURPOSES[ask.resourceType];
      await deps.guards[ask.resourceType]?.(userId);
      const contentType = ask.contentType?.toLowerCase() ?? contentTypeOfName(ask.fileName);
      if (!contentType) throw new AppError(FILE_PURPOSES[purpose].formatError);
      const serverTime = clock();
      const { fileId, ...grant } = await deps.files.grant(userId, {
        purpose,
        contentType,
        size: ask.size ?? FILE_PURPOSES[purpose].maxBytes,
        fileName: ask.fileName,
      });
      return {
        ...EMPTY_CREDENTIALS,
        ...deps.location,
        objectName: fileId,
        serverTime,
        ...grant,
      };
    },
  };
}
export type OssGrants = ReturnType<typeof createOssGrants>;
