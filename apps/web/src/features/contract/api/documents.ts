import {
  DOCUMENT_CALLS,
  DOCUMENT_TYPES,
  documentFileType,
  FILE_CALLS,
  SUCCESS_MESSAGES,
  type DocumentType,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { ChosenFile, ChosenFiles } from '../lib/document-slots';
import { submissionOf } from '../lib/document-slots';
import { putGrantedFile, type PutOptions } from '../lib/granted-upload';

/** Every slot, with its status, the reason it was sent back and a 10-minute link to its file. */
export const documentsQuery = queryOptions({
  queryKey: ['documents', 'list'] as const,
  queryFn: ({ signal }) =>
    callApi(DOCUMENT_CALLS.getResourceList, {
      query: { useTypes: DOCUMENT_TYPES.join(',') },
      signal,
    }),
  // The links last 10 minutes: read again when the page is shown again.
  staleTime: 60_000,
});

export const useDocuments = () => useQuery(documentsQuery);

/**
 * One document up (decision 027): a grant for the slot, the bytes straight to its address with
 * progress, then the server's check. The answer is what the submission names.
 */
export async function uploadDocumentFile(
  useType: DocumentType,
  file: File,
  { onProgress, signal }: PutOptions = {},
): Promise<ChosenFile> {
  const grant = await callApi(DOCUMENT_CALLS.uploadPrivateObject, {
    body: {
      resourceType: useType,
      operateType: 'WRITE_OPERATE',
      operator: 'TEACHER_OPERATOR',
      fileName: file.name,
      size: file.size,
    },
    signal,
  });
  await putGrantedFile(grant, file, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  const received = await callApi(FILE_CALLS.complete, {
    params: { fileId: grant.objectName },
    signal,
  });
  return {
    objectName: received.fileId,
    fileName: received.fileName,
    fileType: documentFileType(received.contentType),
  };
}

/**
 * Submits the chosen files (submitUrl's documents form). The success toast is said here: the
 * refreshed status may unmount the form that asked. A refusal is the form's to show (issue 36).
 */
export function useSubmitDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: ChosenFiles) =>
      callApi(DOCUMENT_CALLS.submitUrl, { body: submissionOf(chosen) }),
    onSuccess: () => toast.success(SUCCESS_MESSAGES.submittedSuccessfully),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['documents'] }),
        queryClient.invalidateQueries({ queryKey: ['application', 'status'] }),
      ]),
  });
}
