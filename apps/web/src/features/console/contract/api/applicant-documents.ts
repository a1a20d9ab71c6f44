import {
  DOCUMENT,
  DOCUMENT_CALLS,
  DOCUMENT_LABELS,
  fillPath,
  type DocumentDecisionRequest,
  type DocumentType,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { opsCall } from '../../shell/api/ops-call';

/** An applicant's four documents with statuses and reasons (`reviewDocuments`). */
export const applicantDocumentsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['ops', 'applicant', userId, 'documents'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(DOCUMENT_CALLS.listApplicantDocuments, {
          params: { userId },
          signal,
          ignoreSessionEnd: true,
        }),
      ),
    staleTime: 30_000,
  });

export function useApplicantDocuments(userId: number, enabled: boolean) {
  return useQuery({ ...applicantDocumentsQuery(userId), enabled: enabled && userId > 0 });
}

/**
 * The address of a document's file: shown in place (a picture or a PDF), or as a download.
 * Each read is recorded in the audit trail by the server.
 */
export function documentFileUrl(userId: number, useType: DocumentType, download = false): string {
  const path = fillPath(DOCUMENT_CALLS.readApplicantDocument.path, { userId, useType });
  return download ? `${path}?download=1` : path;
}

/**
 * Pass or send back one document. The answer is the updated list; the applicant's place may
 * have moved (sent back), so their page and the lists are read again. Toasts say the outcome.
 */
export function useJudgeDocument(userId: number) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ useType, body }: { useType: DocumentType; body: DocumentDecisionRequest }) =>
      opsCall(queryClient, () =>
        callApi(DOCUMENT_CALLS.judgeDocument, {
          params: { userId, useType },
          body,
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: (documents, { useType, body }) => {
      queryClient.setQueryData(applicantDocumentsQuery(userId).queryKey, documents);
      const label = DOCUMENT_LABELS[useType];
      toast.success(
        body.decision === DOCUMENT.PASS
          ? t('documentReview.passed', { label })
          : t('documentReview.sentBack', { label }),
      );
    },
    onError: (error) => toast.error(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ops', 'applicant', userId] }),
        queryClient.invalidateQueries({ queryKey: ['ops', 'applicants'] }),
      ]),
  });
}
