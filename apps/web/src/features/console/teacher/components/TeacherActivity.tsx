import { Text } from '@mantine/core';
import type { TeacherActivityEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { formatDate, formatTime } from '../../../../lib/dates';
import { useTeacherActivity } from '../api/teacher-page';
import classes from './TeacherPage.module.css';
import { TeacherSection } from './TeacherSection';

/** The audit trail's staff actions about the teacher, newest first: a timeline. */
export function TeacherActivity({ userId }: { userId: number }) {
  const { t } = useTranslation('teacher');
  const activity = useTeacherActivity(userId);
  return (
    <TeacherSection title={t('ops.page.activity.title')} intro={t('ops.page.activity.intro')}>
      {activity.isPending && <LoadingIndicator label={t('ops.page.loading')} />}
      {activity.isError && (
        <LoadFailed
          error={activity.error}
          title={t('ops.page.activity.loadFailed')}
          retryLabel={t('ops.page.retry')}
          onRetry={() => void activity.refetch()}
        />
      )}
      {activity.data &&
        (activity.data.entries.length === 0 ? (
          <Text size="sm">{t('ops.page.activity.none')}</Text>
        ) : (
          <ol className={`${classes.entries} ${classes.timeline}`}>
            {activity.data.entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        ))}
    </TeacherSection>
  );
}

function ActivityEntry({ entry }: { entry: TeacherActivityEntry }) {
  const { t } = useTranslation('teacher');
  return (
    <li className={classes.entry}>
      <Text size="sm" fw={500}>
        {t(`ops.page.activity.actions.${entry.action}`)}
      </Text>
      {entry.reason && (
        <Text size="sm" className={classes.body}>
          {t('ops.page.activity.reason', { reason: entry.reason })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('ops.page.activity.by', {
          name: entry.staffName,
          date: formatDate(entry.at),
          time: formatTime(entry.at),
        })}
      </Text>
    </li>
  );
}
