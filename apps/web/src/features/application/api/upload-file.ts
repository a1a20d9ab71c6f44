import { APPLICATION_CALLS, type UploadPurpose, type UploadResult } from '@portal/contracts';
import { uploadRequest, type UploadRequestOptions } from '../../../lib/upload-request';

/** One application file and its purpose → {url, fileName, fileId}, with upload progress. */
export function uploadApplicationFile(
  file: File,
  purpose: UploadPurpose,
  options: UploadRequestOptions = {},
): Promise<UploadResult> {
  return uploadRequest(APPLICATION_CALLS.upload, { file, fields: { purpose } }, options);
}
