import { OK_CODE, MESSAGES } from '@portal/contracts';

/** The success envelope of `/t/...` calls. */
export function okData<T>(data: T): { code: string; msg: string; data: T } {
  return { code: OK_CODE, msg: MESSAGES.success, data };
}

/** The success envelope of `/api/...` calls. */
export function okResult<T>(result: T): { code: string; msg: string; result: T } {
  return { code: OK_CODE, msg: MESSAGES.success, result };
}
