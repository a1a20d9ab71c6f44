import {
  FIELD_MESSAGES,
  type ClassTypeCatalogue,
  type ClassTypeView,
  type WindowKind,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { ClassAdminRepositories } from './class-admin.repositories.js';
import type {
  ClassTypeChange,
  ClassTypeValues,
  WindowValues,
} from './schedule-settings.repository.js';

interface Deps {
  uow: Uow;
  repositories: Pick<ClassAdminRepositories, 'scheduleSettings'>;
  /** Told after each committed change: the schedule's cached copy is dropped. */
  onChange?: () => void;
}

/**
 * The teaching, peak and holiday windows and the class-type catalogue (decision 039). Each
 * change is one unit of work with its audit row.
 */
export function createScheduleSettingsService({ uow, repositories, onChange }: Deps) {
  const { scheduleSettings } = repositories;

  return {
    windows: async () => ({ windows: await scheduleSettings.windows() }),

    async replaceWindows(staffId: number, windows: readonly WindowValues[]) {
      const counts: Record<WindowKind, number> = { TEACHING: 0, PEAK: 0, SPECIAL: 0 };
      for (const w of windows) counts[w.kind] += 1;
      await uow.run(async (tx) => {
        await tx.classAdmin.scheduleSettings.replaceWindows(windows);
        await tx.staffActions.record({
          staffId,
          action: 'editTeachingWindows',
          detail: { teaching: counts.TEACHING, peak: counts.PEAK, special: counts.SPECIAL },
        });
      });
      onChange?.();
      return { windows: await scheduleSettings.windows() };
    },

    async catalogue(): Promise<ClassTypeCatalogue> {
      const [classTypes, themes] = await Promise.all([
        scheduleSettings.classTypes(),
        scheduleSettings.themes(),
      ]);
      return { classTypes, themes };
    },

    async createClassType(staffId: number, values: ClassTypeValues): Promise<ClassTypeView> {
      const created = await uow.run(async (tx) => {
        const created = await tx.classAdmin.scheduleSettings.createClassType(values);
        if (!created)
          throw new AppError('BIZ_PARAM_INVALID', {
            fields: { smartClassType: FIELD_MESSAGES.classTypeExists },
          });
        await tx.staffActions.record({
          staffId,
          action: 'editClassType',
          detail: {
            classTypeId: created.id,
            smartClassType: created.smartClassType,
            change: 'created',
          },
        });
        return created;
      });
      onChange?.();
      return created;
    },

    async updateClassType(
      staffId: number,
      id: number,
      change: ClassTypeChange,
    ): Promise<ClassTypeView> {
      const updated = await uow.run(async (tx) => {
        const before = await tx.classAdmin.scheduleSettings.findClassType(id);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await tx.classAdmin.scheduleSettings.updateClassType(id, change);
        if (!after) throw new AppError('NOT_FOUND');
        const changed = (Object.keys(change) as (keyof ClassTypeChange)[]).filter(
          (key) => before[key] !== after[key],
        );
        await tx.staffActions.record({
          staffId,
          action: 'editClassType',
          detail: {
            classTypeId: id,
            smartClassType: after.smartClassType,
            change: 'edited',
            fields: changed.join(',') || '-',
          },
        });
        return after;
      });
      onChange?.();
      return updated;
    },
  };
}
export type ScheduleSettingsService = ReturnType<typeof createScheduleSettingsService>;
