import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DEMO_BOOKING,
  DEMO_COURSES,
  hasStarted,
  mayCloseSession,
  OPS_ROUTES,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime } from '../../../../lib/dates';
import { openRoom } from '../../../../lib/open-room';
import { toast } from '../../../../lib/toast';
import {
  fetchSessionRoomLink,
  useDemoSession,
  useMarkNoShow,
  useRecordResult,
} from '../api/demo-session';
import { MemberResults } from './MemberResults';
import { ResultForm } from './ResultForm';

/**
 * /ops/sessions/:bookingId: one booked session, its results, and what the member does with
 * it: join the room in its window, mark a no-show, or record a result (or give the second
 * look at a SPARE).
 */
export function SessionPage() {
  const { t } = useTranslation('console');
  const bookingId = Number(useParams().bookingId);
  const session = useDemoSession(bookingId);
  const noShow = useMarkNoShow(bookingId, () => toast.success(t('sessions.detail.noShowDone')));
  const record = useRecordResult(bookingId, () => toast.success(t('sessions.form.done')));
  const [openedAt] = useState(Date.now);

  if (session.isPending) return <LoadingIndicator label={t('common.loading')} />;
  if (session.isError)
    return (
      <Alert color="red" role="alert" title={t('sessions.detail.loadFailed')}>
        {errorMessage(session.error)}
      </Alert>
    );
  const data = session.data;
  const course = DEMO_COURSES[data.courseType];
  const started = hasStarted({ startsAt: data.startTime }, openedAt);
  const recordable =
    started &&
    (mayCloseSession(data.status, 'recordResult') ||
      (data.status === DEMO_BOOKING.INTERVIEW_OVER &&
        data.results.every((r) => r.result === 'SPARE')));

  return (
    <Stack gap="lg">
      <title>{t('sessions.detail.pageTitle')}</title>
      <Link to={OPS_ROUTES.sessions}>{t('sessions.detail.back')}</Link>
      <Title order={1}>
        {t('sessions.detail.title', {
          course: course.label,
          name: data.applicant.name || data.applicant.email,
        })}
      </Title>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Text>
            {t('sessions.detail.when', {
              date: formatDate(data.startTime),
              start: formatTime(data.startTime),
              end: formatTime(data.endTime),
            })}
          </Text>
          <Text>{t('sessions.detail.applicant', { email: data.applicant.email })}</Text>
          <Group gap="xs">
            <Badge variant="light">{t(`sessions.status.${data.status}`)}</Badge>
            {data.unmarked && (
              <Badge color="yellow.4" c="dark.9">
                {t('sessions.list.unmarked')}
              </Badge>
            )}
          </Group>
          <Group gap="sm" mt="xs">
            {data.roomOpen && (
              <Button onClick={() => openRoom(() => fetchSessionRoomLink(bookingId))}>
                {t('sessions.detail.join')}
              </Button>
            )}
            {mayCloseSession(data.status, 'markNoShow') && started && (
              <Button
                variant="default"
                loading={noShow.isPending}
                onClick={() => noShow.mutate(undefined, { onError: (error) => toast.error(error) })}
              >
                {t('sessions.detail.noShow')}
              </Button>
            )}
          </Group>
          {!started && <Text size="sm">{t('sessions.detail.notStarted')}</Text>}
        </Stack>
      </Paper>
      <MemberResults results={data.results} />
      {recordable && (
        <ResultForm criteria={data.criteria} secondLook={data.results.length > 0} record={record} />
      )}
    </Stack>
  );
}
