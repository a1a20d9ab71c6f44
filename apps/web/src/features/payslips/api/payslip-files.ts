import { fillPath, PAY_CALLS } from '@portal/contracts';

/*
 * Where the money documents download from (decision 066): the session's cookie is the
 * permission, so a plain link works (a GET needs no CSRF header) and the server answers an
 * attachment under the document's own name.
 */

export const payslipPdfHref = (payslipId: number) =>
  fillPath(PAY_CALLS.payslipPdf.path, { payslipId });

export const yearStatementHref = (year: number) =>
  fillPath(PAY_CALLS.payYearStatement.path, { year });
