import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OwnTimesList } from './OwnTimesList';
import { PublishTimesForm } from './PublishTimesForm';
import { RecordingsQueue } from './RecordingsQueue';
import { UnmarkedSessions } from './UnmarkedSessions';
import { StaffAccess } from '../../common/components/StaffAccess';

/** The member's device zone: times are published and listed in it. */
const memberZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * /ops/sessions (INTERVIEWER, and ADMIN): sessions nobody marked, the recorded demos waiting
 * for a review, the times the member publishes for interviews, 1v1 trainings and trial
 * classes, and each week's list with who booked which time.
 */
export function SessionsPage() {
  const { t } = useTranslation('console');
  const zone = memberZone();
  return (
    <Stack gap="lg">
      <title>{t('sessions.pageTitle')}</title>
      <Title order={1}>{t('sessions.title')}</Title>
      <StaffAccess
        screen="sessions"
        deniedTitle={t('sessions.noAccessTitle')}
        denied={t('sessions.noAccess')}
      >
        <Text>{t('sessions.intro', { zone })}</Text>
        <UnmarkedSessions zone={zone} />
        <RecordingsQueue zone={zone} />
        <PublishTimesForm zone={zone} />
        <OwnTimesList zone={zone} />
      </StaffAccess>
    </Stack>
  );
}
