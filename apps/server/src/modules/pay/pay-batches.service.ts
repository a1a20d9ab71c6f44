import {
  centsToDecimal,
  PAY_BATCH,
  payMonthLabel,
  PAYSLIP,
  type PayBatchDetail,
  type PayBatchView,
  type PaymentMethod,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { BankVault } from '../teacher/bank-vault.js';
import { monthOf } from './pay-admin.service.js';
import type { PayBatchRow } from './pay-batches.repository.js';
import { payBatchCsv, type ExportRow } from './pay-export-csv.js';
import type { PayRepositories } from './pay.repositories.js';

interface Deps {
  uow: Uow;
  pay: PayRepositories;
  vault: Pick<BankVault, 'open'>;
  log: FastifyBaseLogger;
  clock: () => Date;
}

const viewOf = (row: PayBatchRow): PayBatchView => ({
  id: row.id,
  monthStartTime: row.monthStart.getTime(),
  paymentMethod: row.paymentMethod as PaymentMethod,
  status: row.status as PayBatchView['status'],
  payslipCount: row.payslipCount,
  total: centsToDecimal(row.totalCents),
  totalCents: row.totalCents,
  createdAt: row.createdAt.getTime(),
  createdBy: row.createdBy,
  paidAt: row.paidAt?.getTime() ?? null,
  paidBy: row.paidBy,
});

/**
 * Payment batches (decision 042): a month's payslips sent for payment, gathered by payment
 * method, exported for the bank (FINANCE's bank permission, audited without the data) and
 * paid in one transaction with every payslip's move.
 */
export function createPayBatchesService({ uow, pay, vault, log, clock }: Deps) {
  async function batchOf(batchId: number): Promise<PayBatchRow> {
    const row = await pay.batches.find(batchId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Each payslip's bank record opened; every one must still be of the batch's method. */
  async function exportRowsOf(batch: PayBatchRow): Promise<ExportRow[]> {
    const rows = await pay.batches.exportRows(batch.id);
    return rows.map((row) => {
      if (!row.bank || row.bank.method !== batch.paymentMethod)
        throw new AppError('BIZ_PAY_BATCH_BANK_CHANGED');
      const details = vault.open(row.teacherId, row.bank);
      if (!details) {
        // Which row, never what it holds.
        log.error(
          { teacherId: row.teacherId, keyId: row.bank.keyId },
          'bank details cannot be opened',
        );
        throw new AppError('SERVER_ERR');
      }
      if (details.method !== batch.paymentMethod) throw new AppError('BIZ_PAY_BATCH_BANK_CHANGED');
      return {
        payslipId: row.payslipId,
        monthStartTime: batch.monthStart.getTime(),
        totalCents: row.totalCents,
        details,
      };
    });
  }

  return {
    async list(monthStartTime: number) {
      return { list: (await pay.batches.list(monthOf(monthStartTime))).map(viewOf) };
    },

    async create(
      staffId: number,
      request: { monthStartTime: number; paymentMethod: PaymentMethod },
    ) {
      const monthStart = monthOf(request.monthStartTime);
      const batchId = await uow.run(async (tx) => {
        const made = await tx.pay.batches.create({
          monthStart,
          method: request.paymentMethod,
          staffId,
          at: clock(),
        });
        // Thrown inside the unit of work: the empty batch is rolled back with it.
        if (made.count === 0) throw new AppError('BIZ_PAY_BATCH_EMPTY');
        const batch = await tx.pay.batches.find(made.id);
        await tx.staffActions.record({
          staffId,
          action: 'createPayBatch',
          detail: {
            batchId: made.id,
            month: payMonthLabel(request.monthStartTime),
            method: request.paymentMethod,
            payslips: made.count,
            totalCents: batch?.totalCents ?? 0,
          },
        });
        return made.id;
      });
      return viewOf(await batchOf(batchId));
    },

    async get(batchId: number): Promise<PayBatchDetail> {
      const batch = await batchOf(batchId);
      const payslips = await pay.batches.payslipsOf(batchId);
      return {
        ...viewOf(batch),
        payslips: payslips.map((p) => ({
          payslipId: p.payslipId,
          teacherId: p.teacherId,
          teacherName: p.teacherName,
          email: p.email,
          status: p.status,
          sum: centsToDecimal(p.totalCents),
          sumCents: p.totalCents,
        })),
      };
    },

    /** The bank's CSV; the export is in the audit trail (who, batch, rows) before it is sent. */
    async export(staffId: number, batchId: number) {
      const batch = await batchOf(batchId);
      // A cancelled batch holds no payslip any more: nothing of it is for the bank.
      if (batch.status === PAY_BATCH.CANCELLED) throw new AppError('BIZ_PAY_BATCH_NOT_OPEN');
      const rows = await exportRowsOf(batch);
      const csv = payBatchCsv(batch.paymentMethod as PaymentMethod, rows);
      await uow.run((tx) =>
        tx.staffActions.record({
          staffId,
          action: 'exportPayBatch',
          detail: { batchId, method: batch.paymentMethod, rows: rows.length },
        }),
      );
      const month = payMonthLabel(batch.monthStart.getTime()).replace('/', '-');
      return {
        fileName: `pay-batch-${batchId}-${batch.paymentMethod.toLowerCase()}-${month}.csv`,
        csv,
      };
    },

    /** The batch and each payslip PAID in one transaction; paid twice, nothing changes. */
    async markPaid(staffId: number, batchId: number): Promise<PayBatchView> {
      await uow.run(async (tx) => {
        const at = clock();
        if (!(await tx.pay.batches.markPaid(batchId, staffId, at))) {
          const found = await tx.pay.batches.find(batchId);
          if (!found) throw new AppError('NOT_FOUND');
          if (found.status === PAY_BATCH.CANCELLED) throw new AppError('BIZ_PAY_BATCH_NOT_OPEN');
          throw new AppError('BIZ_PAY_BATCH_ALREADY_PAID');
        }
        const payslips = await tx.pay.batches.payslipsOf(batchId);
        for (const payslip of payslips) {
          const moved = await tx.pay.moves.move(
            'pay',
            { by: 'staff', staffId },
            payslip.payslipId,
            {
              paidAt: at,
              updatedAt: at,
            },
          );
          // One payslip moved elsewhere (a problem, paid alone): none is paid by the batch.
          if (!moved) throw new AppError('BIZ_PAY_BATCH_PAYSLIP_MOVED');
          await tx.staffActions.record({
            staffId,
            action: 'payPayslip',
            userId: payslip.teacherId,
            detail: { payslipId: payslip.payslipId, status: PAYSLIP.PAID, batchId },
          });
        }
        await tx.staffActions.record({
          staffId,
          action: 'payPayBatch',
          detail: { batchId, payslips: payslips.length },
        });
      });
      return viewOf(await batchOf(batchId));
    },

    /**
     * An OPEN batch that cannot be paid (a payslip held or paid alone, a teacher's method
     * changed) CANCELLED, its payslips let go so a new batch can take those still waiting;
     * the batch stays in the month's list. One transaction with its audit row.
     */
    async cancel(staffId: number, batchId: number): Promise<PayBatchView> {
      await uow.run(async (tx) => {
        const letGo = await tx.pay.batches.cancel(staffId, batchId);
        if (!letGo) {
          if (!(await tx.pay.batches.find(batchId))) throw new AppError('NOT_FOUND');
          throw new AppError('BIZ_PAY_BATCH_NOT_OPEN');
        }
        await tx.staffActions.record({
          staffId,
          action: 'cancelPayBatch',
          detail: { batchId, payslips: letGo.length, payslipIds: letGo.join(',') },
        });
      });
      return viewOf(await batchOf(batchId));
    },
  };
}
export type PayBatchesService = ReturnType<typeof createPayBatchesService>;
