import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  DEMO_COURSES,
  fillPath,
  isUnmarked,
  OPS_ROUTES,
  RECORDED_DEMO_LABEL,
  SCORE_MAX,
  type ApplicantDemo,
  type ApplicantRecording,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../../../../lib/dates';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { mayOpenSession } from '../lib/applicant-demos';
import classes from './ApplicantPage.module.css';

/** Times show in the member's device zone, as on their session pages; the zone is named. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The applicant's demo sessions, newest first (decision 035): the kind and time, the member
 * whose time it was, the booking's status, and every result with its scores and feedback.
 * One card per session rather than a wide table, so it reads on a phone.
 */
export function ApplicantDemos({
  demos,
  recordings,
}: {
  demos: readonly ApplicantDemo[];
  recordings: readonly ApplicantRecording[];
}) {
  const { t } = useTranslation('console');
  const [openedAt] = useState(Date.now);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="demos-heading">
      <Title order={2} size="h3" id="demos-heading" mb="xs">
        {t('applicants.demos.title')}
      </Title>
      {demos.length === 0 && recordings.length === 0 ? (
        <Text size="sm">{t('applicants.demos.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('applicants.demos.zone', { zone: deviceZone() })}
          </Text>
          <Stack component="ul" gap="sm" className={classes.files}>
            {recordings.map((recording) => (
              <li key={`recording-${recording.recordingId}`}>
                <RecordingCard recording={recording} />
              </li>
            ))}
            {demos.map((demo) => (
              <li key={demo.bookingId}>
                <DemoSession demo={demo} now={openedAt} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}

function DemoSession({ demo, now }: { demo: ApplicantDemo; now: number }) {
  const { t } = useTranslation('console');
  const { data: member } = useStaffMe();
  const headingId = `demo-${demo.bookingId}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} className={classes.wrap}>
        {t('applicants.demos.session', {
          course: DEMO_COURSES[demo.courseType].label,
          date: formatDate(demo.startTime),
          start: formatTime(demo.startTime),
          end: formatTime(demo.endTime),
        })}
      </Title>
      <Group gap="xs" wrap="wrap" mt={4}>
        <Text size="sm" className={classes.wrap}>
          {t('applicants.demos.takenBy', { name: demo.staffName })}
        </Text>
        <Badge variant="light">{t(`sessions.status.${demo.status}`)}</Badge>
        {isUnmarked({ status: demo.status, endsAt: demo.endTime }, now) && (
          <Badge color="yellow.4" c="dark.9">
            {t('sessions.list.unmarked')}
          </Badge>
        )}
        {mayOpenSession(member, demo) && (
          <Anchor
            component={Link}
            to={fillPath(OPS_ROUTES.session, { bookingId: demo.bookingId })}
            size="sm"
            aria-describedby={headingId}
          >
            {t('applicants.demos.open')}
          </Anchor>
        )}
      </Group>
      {demo.results.length === 0 ? (
        <Text size="sm" mt="xs">
          {t('applicants.demos.noResult')}
        </Text>
      ) : (
        demo.results.map((result) => (
          <ResultScores
            key={result.staffId}
            result={result}
            id={`${headingId}-${result.staffId}`}
          />
        ))
      )}
    </Paper>
  );
}

/** A recorded demo (decision 036): when it came, its state, its page, its results. */
function RecordingCard({ recording }: { recording: ApplicantRecording }) {
  const { t } = useTranslation('console');
  const headingId = `recording-${recording.recordingId}`;
  return (
    <Paper withBorder p="sm" component="article" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} className={classes.wrap}>
        {t('applicants.demos.recording', {
          course: RECORDED_DEMO_LABEL,
          date: formatDate(recording.submittedAt),
          time: formatTime(recording.submittedAt),
        })}
      </Title>
      <Group gap="xs" wrap="wrap" mt={4}>
        <Badge variant="light">{t(`sessions.recordings.status.${recording.status}`)}</Badge>
        <Anchor
          component={Link}
          to={fillPath(OPS_ROUTES.recording, { recordingId: recording.recordingId })}
          size="sm"
          aria-describedby={headingId}
        >
          {t('applicants.demos.openRecording')}
        </Anchor>
      </Group>
      {recording.results.map((result) => (
        <ResultScores key={result.staffId} result={result} id={`${headingId}-${result.staffId}`} />
      ))}
    </Paper>
  );
}

function ResultScores({ result, id }: { result: ApplicantDemo['results'][number]; id: string }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap={4} mt="sm">
      <Title order={4} size="h6" id={id} className={classes.wrap}>
        {t('sessions.detail.resultBy', {
          result: t(`sessions.results.${result.result}`),
          name: result.staffName,
          date: formatDate(result.decidedAt),
        })}
      </Title>
      <Table aria-labelledby={id} withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('applicants.demos.criterion')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('applicants.demos.score')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.scores.map((score) => (
            <Table.Tr key={score.criterion}>
              <Table.Th scope="row" fw={400}>
                {score.criterion}
              </Table.Th>
              <Table.Td ta="right">
                {t('applicants.demos.scoreOf', { score: score.score, max: SCORE_MAX })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" className={classes.feedback}>
        <Text span size="sm" fw={600}>
          {t('applicants.demos.feedback')}
        </Text>{' '}
        {result.feedback}
      </Text>
    </Stack>
  );
}
