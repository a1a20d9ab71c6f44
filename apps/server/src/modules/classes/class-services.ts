import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import { deriveKey, deriveKeys } from '../../lib/derived-keys.js';
import type { Repositories, Uow } from '../../repositories.js';
import { createCalendarFeedService } from './calendar-feed.service.js';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.js';
import { createClassAnswers } from './class-answers.js';
import { cachedClassSettings } from './class-settings-cache.js';
import { createClassWeekRepository } from './class-week.repository.js';
import { createClassLifecycle, type ClassLifecycleHooks } from './class-lifecycle.service.js';
import { createIntegrationService } from './integration.service.js';
import { createScheduleService } from './schedule.service.js';
import { createServiceKeyGuard } from './service-keys.js';
import { createServiceKeysRepository } from './service-keys.repository.js';
import { createTeacherClassesService, type NoShowRecords } from './teacher-classes.service.js';

interface Deps {
  config: Pick<
    Config,
    | 'SUPPORT_EMAIL'
    | 'MEETING_BASE_URL'
    | 'PUBLIC_URL'
    | 'SESSION_SECRET'
    | 'SESSION_SECRET_PREVIOUS'
  >;
  db: Db;
  uow: Uow;
  repositories: Pick<
    Repositories,
    'classSlots' | 'classSettings' | 'classStats' | 'carrots' | 'teachers'
  >;
  changes: ChangeFeed;
  /** What leave does at a class's turns (classes does not import leave). */
  lifecycleHooks: ClassLifecycleHooks;
  /** Leave's no-show records of missed classes, for the teacher's schedule. */
  noShowRecords: NoShowRecords;
  clock?: () => Date;
}

/** The teaching schedule's services (decision 039), wired once in services.ts. */
export function createClassServices({
  config,
  db,
  changes,
  uow,
  repositories,
  lifecycleHooks,
  noShowRecords,
  clock,
}: Deps) {
  const withClock = clock ? { clock } : {};
  const classSettings = cachedClassSettings(repositories.classSettings, changes);
  const week = createClassWeekRepository(db);
  const lifecycle = createClassLifecycle({ uow, hooks: lifecycleHooks, ...withClock });
  const teacherClasses = createTeacherClassesService({
    repositories: { ...repositories, classSettings },
    week,
    meetingBaseUrl: config.MEETING_BASE_URL,
    noShowRecords,
    ...withClock,
  });
  return {
    classSettings,
    classAnswers: createClassAnswers(changes, clock ?? (() => new Date())),
    schedule: createScheduleService({
      uow,
      slots: repositories.classSlots,
      week,
      settings: classSettings,
      supportEmail: config.SUPPORT_EMAIL,
      clock: clock ?? (() => new Date()),
    }),
    teacherClasses,
    /** The console's side reaches the lifecycle's staff actions and a teacher's week here. */
    classes: {
      correctOutcome: lifecycle.correctOutcome,
      schedule: teacherClasses.schedule,
    },
    classLifecycle: lifecycle,
    integration: createIntegrationService({ uow, repositories, lifecycle, ...withClock }),
    serviceKeys: createServiceKeyGuard(
      createServiceKeysRepository(db),
      clock ?? (() => new Date()),
    ),
    calendarFeed: createCalendarFeedService({
      feeds: createCalendarFeedsRepository(db),
      slots: repositories.classSlots,
      settings: classSettings,
      key: deriveKey(config.SESSION_SECRET, 'calendar-feeds'),
      previousKeys: deriveKeys(config.SESSION_SECRET_PREVIOUS, 'calendar-feeds'),
      publicUrl: config.PUBLIC_URL,
      ...withClock,
    }),
  };
}
