import { DOCUMENT_CALLS, DOCUMENT_TYPES, fillPath } from '@portal/contracts';
import type { Config } from '../../config.js';
import { deriveKey } from '../../lib/derived-keys.js';
import type { Repositories, Uow } from '../../repositories.js';
import { createFileLinks } from '../storage/file-links.js';
import type { FilesService } from '../storage/files.service.js';
import { createDocumentsService } from './documents.service.js';
import { createOssGrants } from './oss-grants.js';

/** Every documents' link starts with the read call's address up to the file's id. */
export const DOCUMENT_LINK_PATH = fillPath(DOCUMENT_CALLS.readDocumentFile.path, { fileId: '' });

interface Wiring {
  config: Config;
  uow: Uow;
  repositories: Pick<Repositories, 'documents' | 'staffActions'>;
  files: FilesService;
  clock?: () => Date;
}

/**
 * Step 4's services, wired once (services.ts spreads them into `app.services`): the documents
 * and the object-storage grants the applicant uploads them with.
 */
export function createDocumentServices({ config, uow, repositories, files, clock }: Wiring) {
  const documents = createDocumentsService({
    uow,
    documents: repositories.documents,
    staffActions: repositories.staffActions,
    files,
    // Their own key: a document's link cannot open an application file, nor the reverse.
    links: createFileLinks(
      deriveKey(config.SESSION_SECRET, 'document-links'),
      Date.now,
      DOCUMENT_LINK_PATH,
    ),
    publicUrl: config.PUBLIC_URL,
    ...(clock ? { clock } : {}),
  });
  const checkCollecting = (userId: number) => documents.checkCollecting(userId);
  const ossGrants = createOssGrants({
    files,
    location: config.S3_BUCKET
      ? { region: config.S3_REGION, bucket: config.S3_BUCKET }
      : { region: '', bucket: '' },
    guards: Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, checkCollecting])),
  });
  return { documents, ossGrants };
}
