import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { errorMessage } from '../../../lib/api-error';
import { useFixedReminders } from '../api/fixed-queries';
import { useNow } from '../hooks/use-now';
import { TimeLeftText } from './TimeLeftText';
import { FixedTime } from './FixedTime';

/** What waits on the teacher: requests to answer before their deadline, periods to continue. */
export function FixedReminders({ zone }: { zone: string }) {
  const { t } = useTranslation('fixed');
  const reminders = useFixedReminders(true);
  const now = useNow();
  const data = reminders.data;
  const none = data && data.requests.length === 0 && data.continueChecks.length === 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fixed-reminders">
      <Stack gap="xs">
        <Title order={2} size="h4" id="fixed-reminders">
          {t('reminders.title')}
        </Title>
        {reminders.isPending && <LoadingIndicator label={t('screen.loading')} size="sm" />}
        {reminders.isError && (
          <Alert color="red" role="alert">
            {errorMessage(reminders.error)}
          </Alert>
        )}
        {none && <Text size="sm">{t('reminders.none')}</Text>}
        {data && !none && (
          <Stack component="ul" gap="xs" pl="md" m={0}>
            {data.requests.map((r) => (
              <Text component="li" size="sm" key={`r-${r.requestId}`}>
                <Anchor href={`#request-${r.requestId}`}>
                  {t('reminders.request', { id: r.requestId })}
                </Anchor>{' '}
                {t('reminders.answerBy')} <FixedTime at={r.deadline} zone={zone} inline /> (
                <TimeLeftText deadline={r.deadline} now={now} />)
              </Text>
            ))}
            {data.continueChecks.map((c) => (
              <Text component="li" size="sm" key={`c-${c.periodId}`}>
                <Anchor href={`#period-${c.periodId}`}>
                  {t('reminders.continue', { id: c.periodId, date: c.lastDate })}
                </Anchor>{' '}
                {t('reminders.answerBy')} <FixedTime at={c.closesAt} zone={zone} inline />
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
