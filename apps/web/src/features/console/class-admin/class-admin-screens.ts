/** Classes: the class list, a teacher's week, schedule settings and the service keys. */
export { ClassesPage } from './components/ClassesPage';
export { IntegrationKeysPage } from './components/IntegrationKeysPage';
export { ScheduleSettingsPage } from './components/ScheduleSettingsPage';
export { TeacherWeekPage } from './components/TeacherWeekPage';
