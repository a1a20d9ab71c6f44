import { PAY_CALLS } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { DetailState } from '../lib/detail-params';
import { slicePage } from '../lib/detail-params';
import type { OtherPayItem } from '../lib/line-lists';
import type { ListQuery } from '../lib/list-params';
import { PAYSLIPS_KEY } from './payslip-keys';

/** One page of the teacher's released payslips (a Beijing month, or all). */
export const usePayslips = (query: ListQuery) =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'list', query],
    queryFn: ({ signal }) => callApi(PAY_CALLS.payslipList, { signal, body: query }),
    placeholderData: keepPreviousData,
  });

/** The last 12 released months by group, for the chart. */
export const usePayslipEarnings = () =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'earnings'],
    queryFn: ({ signal }) => callApi(PAY_CALLS.payslipEarnings, { signal }),
    staleTime: 60_000,
  });

/** One payslip: its groups, total, status, payday, problem and receipt. */
export const usePayslip = (payslipId: number | null) =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'detail', payslipId],
    queryFn: ({ signal }) =>
      callApi(PAY_CALLS.payslipDetail, { signal, body: { payslipId: payslipId ?? 0 } }),
    enabled: payslipId !== null,
  });

/** The receipt sent, with a short-lived link (asked for again when the page is shown again). */
export const usePayslipReceipt = (payslipId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'receipt', payslipId],
    queryFn: ({ signal }) =>
      callApi(PAY_CALLS.payslipReceipt, { signal, query: { id: payslipId } }),
    enabled,
    staleTime: 60_000,
  });

/** The request of a click-through list: which call, and its page. */
function linePage(
  payslipId: number,
  { list, page, pageSize }: DetailState,
  item: OtherPayItem,
  signal: AbortSignal,
) {
  const body = { payslipId, pageIndex: page, pageSize };
  if (list === 'classes') return callApi(PAY_CALLS.payslipClasses, { signal, body });
  if (list === 'nonMain') return callApi(PAY_CALLS.payslipNonMainClasses, { signal, body });
  if (list === 'other')
    return callApi(PAY_CALLS.payslipOtherItems, { signal, body: { ...body, payItem: item } });
  if (list === 'corrections') return callApi(PAY_CALLS.payslipCorrections, { signal, body });
  // The referral call answers every line at once: paged here like the others.
  return callApi(PAY_CALLS.payslipReferralItems, { signal, body: { payslipId } }).then(
    (answer) => ({ total: answer.total, records: slicePage(answer.records, page, pageSize) }),
  );
}

/** One page of the lines behind a payslip, of the list open (and item, for the other items). */
export const usePayslipLines = (payslipId: number, state: DetailState, item: OtherPayItem) =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'lines', payslipId, state.list, item, state.page, state.pageSize],
    queryFn: ({ signal }) => linePage(payslipId, state, item, signal),
    placeholderData: keepPreviousData,
  });

/** This Beijing year's released payslips by group, and the paid ones (one server aggregate). */
export const usePayYearTotals = () =>
  useQuery({
    queryKey: [...PAYSLIPS_KEY, 'year-totals'],
    queryFn: ({ signal }) => callApi(PAY_CALLS.payYearTotals, { signal, query: {} }),
    staleTime: 60_000,
  });
