import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { PageSection } from '../../common/components/PageSection';
import { StaffActionEntry } from '../../common/components/StaffActionEntry';
import classes from '../../common/components/StaffEntries.module.css';
import { useTeacherActivity } from '../api/teacher-page';

/** The audit trail's staff actions about the teacher, newest first: a timeline. */
export function TeacherActivity({ userId }: { userId: number }) {
  const { t } = useTranslation('teacher');
  const activity = useTeacherActivity(userId);
  return (
    <PageSection title={t('ops.page.activity.title')} intro={t('ops.page.activity.intro')}>
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
              <StaffActionEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        ))}
    </PageSection>
  );
}
