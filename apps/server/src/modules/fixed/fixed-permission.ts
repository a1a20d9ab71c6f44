import { FIXED_CLASS_PERMISSION } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';

/**
 * The fixed-class permission (spec section 6): OPERATIONS grant it like the class-type
 * permissions; `GET /t/tc/fixed/permission` reads it and every other fixed call needs it.
 */
export function createFixedPermission(settings: Pick<CachedClassSettings, 'permissions'>) {
  const permitted = async (userId: number) =>
    (await settings.permissions(userId)).includes(FIXED_CLASS_PERMISSION);
  return {
    permitted,
    async require(userId: number): Promise<void> {
      if (!(await permitted(userId))) throw new AppError('BIZ_TEACHER_PERMISSION');
    },
  };
}
export type FixedPermission = ReturnType<typeof createFixedPermission>;
