import { defineCall } from '../calls/define-call.js';
import {
  payBatchCreateRequest,
  payBatchDetail,
  payBatchList,
  payBatchListQuery,
  payBatchParams,
  payBatchView,
  payPolicyInput,
  payPolicyView,
} from './pay-batch-schemas.js';

/** FINANCE's pay-policy editor and payment batches (decision 042). */
export const PAY_BATCH_CALLS = {
  getPayPolicy: defineCall({
    method: 'GET',
    path: '/ops/pay/policy',
    operationId: 'getPayPolicy',
    summary: 'The pay policy in force, with the published defaults',
    action: 'viewPay',
    payload: payPolicyView,
  }),
  updatePayPolicy: defineCall({
    method: 'PUT',
    path: '/ops/pay/policy',
    operationId: 'updatePayPolicy',
    summary: "Sets the pay rules' numbers; the next generation uses them (audited)",
    action: 'managePay',
    body: payPolicyInput,
    payload: payPolicyView,
  }),
  listPayBatches: defineCall({
    method: 'GET',
    path: '/ops/pay/batches',
    operationId: 'listPayBatches',
    summary: "A month's payment batches",
    action: 'viewPay',
    query: payBatchListQuery,
    payload: payBatchList,
  }),
  createPayBatch: defineCall({
    method: 'POST',
    path: '/ops/pay/batches',
    operationId: 'createPayBatch',
    summary:
      "Gathers the month's SUBMIT_FINANCIAL payslips paid by one method that no batch holds yet",
    action: 'managePay',
    body: payBatchCreateRequest,
    payload: payBatchView,
  }),
  getPayBatch: defineCall({
    method: 'GET',
    path: '/ops/pay/batches/:batchId',
    operationId: 'getPayBatch',
    summary: 'A batch with its payslips (no bank data)',
    action: 'viewPay',
    params: payBatchParams,
    payload: payBatchDetail,
  }),
  exportPayBatch: defineCall({
    method: 'GET',
    path: '/ops/pay/batches/:batchId/export',
    operationId: 'exportPayBatch',
    summary: "The batch as the bank's CSV, with the holders' bank details (audited)",
    action: 'viewBankDetails',
    params: payBatchParams,
    answer: 'file',
    produces: ['text/csv'],
  }),
  markPayBatchPaid: defineCall({
    method: 'POST',
    path: '/ops/pay/batches/:batchId/paid',
    operationId: 'markPayBatchPaid',
    summary: 'The batch and each of its payslips PAID, in one transaction',
    action: 'managePay',
    params: payBatchParams,
    payload: payBatchView,
  }),
  cancelPayBatch: defineCall({
    method: 'POST',
    path: '/ops/pay/batches/:batchId/cancel',
    operationId: 'cancelPayBatch',
    summary:
      'An OPEN batch CANCELLED and its payslips let go, so they can be batched again (audited)',
    action: 'managePay',
    params: payBatchParams,
    payload: payBatchView,
  }),
};
