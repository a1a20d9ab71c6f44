import type { Db } from '../../db/database.js';
import { createClassListRepository } from './class-list.repository.js';
import { createClassPermissionsRepository } from './class-permissions.repository.js';
import { createIntegrationKeysRepository } from './integration-keys.repository.js';
import { createScheduleSettingsRepository } from './schedule-settings.repository.js';

/** The console's class repositories, built over the database or one transaction. */
export function createClassAdminRepositories(db: Db) {
  return {
    classList: createClassListRepository(db),
    scheduleSettings: createScheduleSettingsRepository(db),
    classPermissions: createClassPermissionsRepository(db),
    integrationKeys: createIntegrationKeysRepository(db),
  };
}
export type ClassAdminRepositories = ReturnType<typeof createClassAdminRepositories>;
