import { FILE_CALLS } from '@portal/contracts';
import { callApi } from '../../../lib/api-client';
import { putGrantedFile, type PutOptions } from '../../contract/public';
import { APPEAL_PURPOSE, appealFileType } from '../lib/appeal-files';

/**
 * One file of an appeal up (decision 071): the files module's grant for APPEAL_EVIDENCE, the
 * bytes straight to its address with progress, then the server's check. The appeal names the
 * answer's id; the server links it when the appeal is sent.
 */
export async function uploadAppealFile(
  file: File,
  { onProgress, signal }: PutOptions = {},
): Promise<string> {
  const grant = await callApi(FILE_CALLS.grant, {
    body: {
      purpose: APPEAL_PURPOSE,
      contentType: appealFileType(file),
      size: file.size,
      fileName: file.name,
    },
    signal,
  });
  await putGrantedFile(grant, file, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  const received = await callApi(FILE_CALLS.complete, { params: { fileId: grant.fileId }, signal });
  return received.fileId;
}
