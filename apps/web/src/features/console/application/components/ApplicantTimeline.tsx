import { Text } from '@mantine/core';
import { staffStatusLabel, type ApplicantTimelineEntry } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/LoadFailed';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { formatDate, formatTime } from '../../../../lib/dates';
import { PageSection } from '../../common/components/PageSection';
import { StaffActionEntry } from '../../common/components/StaffActionEntry';
import classes from '../../common/components/StaffEntries.module.css';
import { useApplicantTimeline } from '../api/applicant-page';

/** What happened to the applicant, newest first: staff actions and the funnel's moves (069). */
export function ApplicantTimeline({ userId }: { userId: number }) {
  const { t } = useTranslation('console');
  const timeline = useApplicantTimeline(userId);
  return (
    <PageSection title={t('applicants.timeline.title')} intro={t('applicants.timeline.intro')}>
      {timeline.isPending && <LoadingIndicator label={t('applicants.timeline.loading')} />}
      {timeline.isError && (
        <LoadFailed
          error={timeline.error}
          title={t('applicants.timeline.loadFailed')}
          retryLabel={t('applicants.timeline.retry')}
          onRetry={() => void timeline.refetch()}
        />
      )}
      {timeline.data &&
        (timeline.data.entries.length === 0 ? (
          <Text size="sm">{t('applicants.timeline.none')}</Text>
        ) : (
          <ol className={`${classes.entries} ${classes.timeline}`}>
            {timeline.data.entries.map((entry) =>
              entry.kind === 'action' ? (
                <StaffActionEntry key={`action-${entry.id}`} entry={entry} />
              ) : (
                <MoveEntry key={`move-${entry.id}`} entry={entry} />
              ),
            )}
          </ol>
        ))}
    </PageSection>
  );
}

function MoveEntry({ entry }: { entry: Extract<ApplicantTimelineEntry, { kind: 'move' }> }) {
  const { t } = useTranslation('console');
  return (
    <li className={classes.entry}>
      <Text size="sm" fw={500}>
        {t('applicants.timeline.moved', {
          from: staffStatusLabel(entry.fromStage, entry.fromStatus),
          to: staffStatusLabel(entry.toStage, entry.toStatus),
        })}
      </Text>
      {entry.reason && (
        <Text size="sm" className={classes.body}>
          {t('applicants.timeline.reason', { reason: entry.reason })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('applicants.timeline.by', {
          name: entry.staffName ?? t('applicants.timeline.applicant'),
          date: formatDate(entry.at),
          time: formatTime(entry.at),
        })}
      </Text>
    </li>
  );
}
