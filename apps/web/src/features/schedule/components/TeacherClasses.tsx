import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useCourseStatistics } from '../api/schedule-queries';
import { useTeacherZone } from '../../teacher/public';
import { ClassTable } from './ClassTable';
import { IncentiveProgress } from './IncentiveProgress';

/**
 * The home page's teaching part: the peak incentive's progress, then the next 14 days'
 * classes (with "Join in" while a room is open) and the last 30 days'.
 */
export function TeacherClasses() {
  const { t } = useTranslation('schedule');
  const zone = useTeacherZone();
  const statistics = useCourseStatistics();
  const id = useId();
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={id}>
            {t('incentive.title')}
          </Title>
          {statistics.isPending && (
            <Skeleton height={48} role="status" aria-label={t('screen.loading')} />
          )}
          {statistics.isError && (
            <Alert color="red" role="alert" title={t('screen.loadFailed')}>
              {errorMessage(statistics.error)}
            </Alert>
          )}
          {statistics.data && <IncentiveProgress statistics={statistics.data} />}
        </Stack>
      </Paper>
      <ClassTable kind="upcoming" zone={zone} />
      <ClassTable kind="past" zone={zone} />
    </Stack>
  );
}
