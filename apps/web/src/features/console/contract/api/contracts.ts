import {
  CONTRACT_CALLS,
  fillPath,
  type ApplicantContracts,
  type BackgroundDecisionRequest,
  type ContractTerms,
  type HoldRequest,
} from '@portal/contracts';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { applicantQuery } from '../../application/api/get-applicant';
import { opsCall } from '../../shell/api/ops-call';

/** The contract panel of one applicant: versions, the background check, the offer's defaults. */
export const applicantContractsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['ops', 'applicant', userId, 'contracts'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.listApplicantContracts, {
          params: { userId },
          signal,
          ignoreSessionEnd: true,
        }),
      ),
  });

export const useApplicantContracts = (userId: number, enabled: boolean) =>
  useQuery({ ...applicantContractsQuery(userId), enabled });

/** A version's PDF: the staff session's cookie is the permission; each download is audited. */
export const applicantContractFileHref = (userId: number, contractId: number) =>
  fillPath(CONTRACT_CALLS.readApplicantContractFile.path, { userId, contractId });

/** The contract namespace's texts, for the toasts (loaded with the applicants' screens). */
const say = () => i18n.getFixedT(null, 'contract');

/**
 * Every decision answers the panel afresh: it replaces the cached one, and the applicant's
 * header (their status) and lists are read again. A refusal still re-reads the panel, since
 * it usually means someone else acted first. A button's refusal is a toast; a form's is the
 * form's to show (`refusedAtForm`, issue 36).
 */
function useContractDecision<B>(
  userId: number,
  call: (client: QueryClient, body: B) => Promise<ApplicantContracts>,
  success: (panel: ApplicantContracts) => string,
  refusedAtForm = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(queryClient, body),
    onSuccess: (panel) => {
      queryClient.setQueryData(applicantContractsQuery(userId).queryKey, panel);
      toast.success(success(panel));
    },
    onError: (error) => {
      if (!refusedAtForm) toast.error(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantQuery(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'applicants'] }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'funnel'] }),
      ]),
  });
}

export const useOfferContract = (userId: number) =>
  useContractDecision<ContractTerms>(
    userId,
    (client, body) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.offerContract, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    (panel) => say()('staff.offer.done', { version: panel.versions[0]?.version ?? '' }),
    true,
  );

export const useRecordConsent = (userId: number) =>
  useContractDecision<undefined>(
    userId,
    (client) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.recordBackgroundConsent, {
          params: { userId },
          ignoreSessionEnd: true,
        }),
      ),
    () => say()('staff.check.consentDone'),
  );

export const useDecideBackground = (userId: number) =>
  useContractDecision<BackgroundDecisionRequest>(
    userId,
    (client, body) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.decideBackgroundCheck, {
          params: { userId },
          body,
          ignoreSessionEnd: true,
        }),
      ),
    (panel) => say()(panel.activatedAt !== null ? 'staff.check.cleared' : 'staff.check.failed'),
  );

export const useHoldApplicant = (userId: number) =>
  useContractDecision<HoldRequest>(
    userId,
    (client, body) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.holdApplicant, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    () => say()('staff.hold.held'),
    true,
  );

export const useReleaseApplicant = (userId: number) =>
  useContractDecision<undefined>(
    userId,
    (client) =>
      opsCall(client, () =>
        callApi(CONTRACT_CALLS.releaseApplicant, { params: { userId }, ignoreSessionEnd: true }),
      ),
    () => say()('staff.hold.released'),
  );
