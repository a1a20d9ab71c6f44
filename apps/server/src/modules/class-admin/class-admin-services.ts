import type { Repositories, Uow } from '../../repositories.js';
import { createClassAdminService } from './class-admin.service.js';
import { createIntegrationKeysService } from './integration-keys.service.js';
import { createScheduleSettingsService } from './schedule-settings.service.js';

interface Deps {
  uow: Uow;
  repositories: Pick<Repositories, 'classAdmin'>;
  clock?: () => Date;
  /** The schedule's cached catalogue and windows, dropped after a change. */
  onSettingsChanged?: () => void;
}

/** The console's class services (decision 039), wired once in services.ts. */
export function createClassAdminServices({ uow, repositories, clock, onSettingsChanged }: Deps) {
  const shared = { uow, repositories: repositories.classAdmin };
  return {
    classAdmin: createClassAdminService({ ...shared, ...(clock ? { clock } : {}) }),
    scheduleSettings: createScheduleSettingsService({
      ...shared,
      ...(onSettingsChanged ? { onChange: onSettingsChanged } : {}),
    }),
    integrationKeyAdmin: createIntegrationKeysService({ ...shared, ...(clock ? { clock } : {}) }),
  };
}
