import { defineCall } from '../calls/define-call.js';
import { contentTypesFor } from '../files/purposes.js';
import { ossGrant } from '../files/oss.js';
import {
  payEarnings,
  payLinePage,
  payslipDetail,
  payslipIdRequest,
  payslipItemPageRequest,
  payslipListRequest,
  payslipPage,
  payslipPageRequest,
  payslipPdfParams,
  payYearParams,
  payYearQuery,
  payYearTotals,
  payslipReceipt,
  payslipReceiptQuery,
  receiptFileParams,
  receiptFileQuery,
  receiptTokenQuery,
  receiptUrlRequest,
  referralPayslips,
} from './pay-schemas.js';

/** The payslip PDF and the yearly statement are made by the server, never uploaded. */
const PDF = ['application/pdf'] as const;

/**
 * The teacher's payslip calls (spec section 7, Group B, paths as given; decision 042). The
 * spec's `{hash}` call (the 1v4 non-main detail list) is given a path in the same dialect.
 * None of them acts in the teacher area (`teacherActs: false`): the POST ones only read, and a
 * receipt pays for work already done, so a teacher whose contract ended still reads payslips
 * and sends the receipt for the last month.
 */
export const PAY_CALLS = {
  payslipList: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/list',
    operationId: 'listPayslips',
    teacherActs: false,
    summary: 'Released payslips, newest month first',
    body: payslipListRequest,
    payload: payslipPage,
  }),
  payslipDetail: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/detail',
    operationId: 'getPayslip',
    teacherActs: false,
    body: payslipIdRequest,
    payload: payslipDetail,
  }),
  payslipClasses: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/detail/click',
    operationId: 'listPayslipMainClasses',
    teacherActs: false,
    summary: 'The main classes behind the class payment, each with its pay',
    body: payslipPageRequest,
    payload: payLinePage,
  }),
  payslipNonMainClasses: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/detail/click/nonMain',
    operationId: 'listPayslipNonMainClasses',
    teacherActs: false,
    summary: "The spec's {hash} call: the 1v4 non-main classes, each with its pay",
    body: payslipPageRequest,
    payload: payLinePage,
  }),
  payslipOtherItems: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/nonMain/other/detail/click',
    operationId: 'listPayslipItems',
    teacherActs: false,
    summary: 'The lines of one pay item (incentives, fines, adjustments)',
    body: payslipItemPageRequest,
    payload: payLinePage,
  }),
  payslipCorrections: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/detail/click/correction',
    operationId: 'listPayslipCorrections',
    teacherActs: false,
    summary:
      'A project call: the corrections of earlier months on this payslip, each naming its class and the payslip it corrects',
    body: payslipPageRequest,
    payload: payLinePage,
  }),
  payslipReferralItems: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/detail/click/referral',
    operationId: 'listPayslipReferrals',
    teacherActs: false,
    body: payslipIdRequest,
    payload: payLinePage,
  }),
  referralPayslips: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/referral/list',
    operationId: 'listReferralPayslips',
    teacherActs: false,
    payload: referralPayslips,
  }),
  payslipEarnings: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/earnings',
    operationId: 'getPayslipEarnings',
    summary: "The last 12 released months' sums by group, for the chart",
    payload: payEarnings,
  }),
  payslipPdf: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/pdf/:payslipId',
    operationId: 'readPayslipPdf',
    summary:
      'A project call (decision 066): a released payslip as a PDF download (its groups, lines, total, bank hint)',
    params: payslipPdfParams,
    answer: 'file',
    produces: PDF,
  }),
  payYearTotals: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/year/totals',
    operationId: 'getPayYearTotals',
    summary:
      "A project call (decision 066): a Beijing year's released payslips summed by group, and the paid ones",
    query: payYearQuery,
    payload: payYearTotals,
  }),
  payYearStatement: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/year/statement/:year',
    operationId: 'readPayYearStatement',
    summary:
      "A project call (decision 066): a year's statement as a PDF download, each month's released payslip by group",
    params: payYearParams,
    answer: 'file',
    produces: PDF,
  }),
  payslipReceipt: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/get/receipt',
    operationId: 'getPayslipReceipt',
    query: payslipReceiptQuery,
    payload: payslipReceipt.nullable(),
  }),
  readPayslipReceipt: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/receipt/file/:fileId',
    operationId: 'readPayslipReceipt',
    summary: "The teacher's own receipt behind get/receipt's short-lived signed link",
    params: receiptFileParams,
    query: receiptFileQuery,
    answer: 'file',
    produces: contentTypesFor('PAYSLIP_RECEIPT'),
  }),
  receiptUploadToken: defineCall({
    method: 'GET',
    path: '/t/tc/pay/payslip/receipt/upload/token',
    operationId: 'grantPayslipReceipt',
    summary: 'An upload grant for a receipt (PAYSLIP_RECEIPT): PUT the file, then receipt/url',
    query: receiptTokenQuery,
    payload: ossGrant,
  }),
  receiptUrl: defineCall({
    method: 'POST',
    path: '/t/tc/pay/payslip/receipt/url',
    operationId: 'submitPayslipReceipt',
    teacherActs: false,
    summary: 'Records the uploaded receipt; the payslip moves to TEACHER_CONFIRMED',
    body: receiptUrlRequest,
    payload: payslipDetail,
  }),
};
