import {
  CONTRACT_CALLS,
  contractSignatureRequest,
  DOCUMENT_CALLS,
  fillPath,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** The applicant's latest offered or signed contract (null before an offer). */
export const contractQuery = queryOptions({
  queryKey: ['contract', 'current'] as const,
  queryFn: ({ signal }) => callApi(CONTRACT_CALLS.getContract, { signal }),
});

export const useContract = () => useQuery(contractQuery);

/**
 * Where a version's PDF downloads from: the session's cookie is the permission, so a plain
 * link works (a GET needs no CSRF header) and the browser saves it under its own name.
 */
export const contractFileHref = (contractId: number) =>
  fillPath(CONTRACT_CALLS.readContractFile.path, { contractId });

/**
 * Signs the open version (the contract form of `submitUrl`). The toast is said here: the
 * refreshed status replaces the form that asked, and its own callbacks would not run.
 */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: { contractId: number; legalName: string }) =>
      callApi(DOCUMENT_CALLS.submitUrl, {
        body: {
          resourceType: contractSignatureRequest.shape.resourceType.value,
          contractId: signature.contractId,
          legalName: signature.legalName,
          agree: true,
        },
      }),
    onSuccess: () => toast.success(i18n.t('applicant.sign.done', { ns: 'contract' })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['contract'] }),
        queryClient.invalidateQueries({ queryKey: ['application', 'status'] }),
      ]),
  });
}
