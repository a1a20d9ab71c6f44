import {
  FILE_PURPOSES,
  mayMove,
  PAYSLIP_LIFECYCLE,
  type OssGrant,
  type PayslipStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import { contentTypeOfName, type OssLocation } from '../contract/oss-grants.js';
import type { FileLinks } from '../storage/file-links.js';
import type { FilesService } from '../storage/files.service.js';
import type { PayRepositories } from './pay.repositories.js';
import { ownPayslip, type PayslipsService } from './payslips.service.js';

interface Deps {
  uow: Uow;
  pay: Pick<PayRepositories, 'reads'>;
  payslips: Pick<PayslipsService, 'own' | 'detail'>;
  files: Pick<FilesService, 'grant' | 'read'>;
  links: FileLinks;
  location: OssLocation;
  clock: () => Date;
}

const PURPOSE = 'PAYSLIP_RECEIPT';
const EMPTY_CREDENTIALS = { accessKeyId: '', accessKeySecret: '', securityToken: '' };

/**
 * The teacher's receipt (decision 042): an upload grant of the files module (PAYSLIP_RECEIPT),
 * then `receipt/url` names the received file and moves the payslip OFFICIAL_CONFIRMED ->
 * TEACHER_CONFIRMED by a conditional update, with the file claimed in the same unit of work.
 */
export function createPayReceiptsService({
  uow,
  pay,
  payslips,
  files,
  links,
  location,
  clock,
}: Deps) {
  return {
    /** The spec's storage credentials, as an upload grant (no key leaves the server). */
    async grant(
      teacherId: number,
      ask: { fileName: string; contentType?: string | undefined; size?: number | undefined },
    ): Promise<OssGrant> {
      const contentType = ask.contentType?.toLowerCase() ?? contentTypeOfName(ask.fileName);
      if (!contentType) throw new AppError(FILE_PURPOSES[PURPOSE].formatError);
      const serverTime = clock().getTime();
      const { fileId, ...grant } = await files.grant(teacherId, {
        purpose: PURPOSE,
        contentType,
        size: ask.size ?? FILE_PURPOSES[PURPOSE].maxBytes,
        fileName: ask.fileName,
      });
      return { ...EMPTY_CREDENTIALS, ...location, objectName: fileId, serverTime, ...grant };
    },

    /** Records the received receipt: only on a released payslip waiting for one. */
    async submit(teacherId: number, request: { payslipId: number; objectName: string }) {
      await uow.run(async (tx) => {
        const row = await ownPayslip(tx.pay.reads, teacherId, request.payslipId);
        if (!mayMove(PAYSLIP_LIFECYCLE, 'receipt', row.status as PayslipStatus))
          throw new AppError('BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT');
        // Once, by its owner, received and checked: another's file, an unknown or used id.
        const claimed = await tx.files.claim(request.objectName, teacherId, PURPOSE);
        if (!claimed || claimed.size === null) throw new AppError('FORBIDDEN');
        const at = clock();
        const moved = await tx.pay.moves.move(
          'receipt',
          { by: 'teacher', userId: teacherId },
          row.id,
          { receiptFileId: claimed.id, receiptAt: at, updatedAt: at },
          teacherId,
        );
        // FINANCE moved it meanwhile (a problem): the claim rolls back with this refusal.
        if (!moved) throw new AppError('BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT');
      });
      return payslips.detail(teacherId, request.payslipId);
    },

    /** The payslip's receipt with a short-lived link, or null. */
    async receipt(teacherId: number, payslipId: number) {
      const row = await payslips.own(teacherId, payslipId);
      if (!row.receiptFileId || !row.receiptAt) return null;
      const file = await pay.reads.receiptFile(row.receiptFileId);
      return {
        payslipId: row.id,
        objectName: row.receiptFileId,
        fileName: file?.fileName ?? '',
        uploadedAt: row.receiptAt.getTime(),
        url: links.link(row.receiptFileId),
      };
    },

    /** The link's file: signed by us, unexpired, and the receipt of one of the caller's payslips. */
    async read(teacherId: number, fileId: string, expires: number, signature: string) {
      if (!links.verify(fileId, expires, signature)) throw new AppError('FORBIDDEN');
      const owner = await pay.reads.receiptOwner(fileId);
      const file = await pay.reads.receiptFile(fileId);
      if (owner !== teacherId || !file) throw new AppError('NOT_FOUND');
      const stored = await files.read(file.storageKey);
      if (!stored) throw new AppError('NOT_FOUND');
      return { ...stored, fileName: file.fileName };
    },
  };
}
export type PayReceiptsService = ReturnType<typeof createPayReceiptsService>;
