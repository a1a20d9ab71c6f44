import { uploadResult, type UploadPurpose, type UploadResult } from '@portal/contracts';
import { uploadRequest, type UploadRequestOptions } from '../../../lib/upload-request';

export const UPLOAD_PATH = '/api/apply/resource/upload';

/**
 * POST /api/apply/resource/upload (multipart: `purpose` first, then `uploadFile`) → `result`
 * {url, fileName, fileId}, with upload progress (lib/upload-request.ts).
 */
export function uploadApplicationFile(
  file: File,
  purpose: UploadPurpose,
  options: UploadRequestOptions = {},
): Promise<UploadResult> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('uploadFile', file, file.name);
  return uploadRequest(UPLOAD_PATH, body, uploadResult, options);
}
