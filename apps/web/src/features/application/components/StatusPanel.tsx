import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  applicantStatusLabel,
  awaitsDecision,
  DEMO_COURSES,
  FUNNEL_STEPS,
  funnelStepIndex,
  isFailedPlace,
  STATUS,
  type ApplicationStatus,
  type DemoCourseType,
  DEMO_COURSE,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { nextStep } from '../lib/funnel';
import { ApplyAgain } from './ApplyAgain';
import classes from './FunnelShell.module.css';

/** A session's booking length and the demo taught within it, as the texts name them. */
const sessionLengths = (type: DemoCourseType) => ({
  minutes: DEMO_COURSES[type].minutes,
  ...DEMO_COURSES[type].teachingMinutes,
});

/** Where the applicant stands: the step, the status label and what happens next. */
export function StatusPanel({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('application');
  const index = funnelStepIndex(status.stage, status.status);
  const step = FUNNEL_STEPS[index];
  const days = status.reviewBusinessDays;
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="status-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="status-title">
          {t('application.status.heading')}
        </Title>
        {step && (
          <Text>
            {t('application.status.step', {
              n: index + 1,
              total: FUNNEL_STEPS.length,
              label: t(`funnel.steps.${step.id}`),
            })}
          </Text>
        )}
        <Text>
          {t('application.status.status')}:{' '}
          <span className={classes.statusLine} data-status={status.status}>
            {applicantStatusLabel(status.stage, status.status)}
          </span>
        </Text>
        {status.reason && (
          <Text>
            {t('application.status.reason')}: <q className={classes.reason}>{status.reason}</q>
          </Text>
        )}
        <Title order={3} size="h5" mt="xs">
          {t('application.status.next')}
        </Title>
        <Text>
          {t(`application.next.${nextStep(status.stage, status.status)}`, {
            days,
            interview: sessionLengths(DEMO_COURSE.INTERVIEW),
            trial: sessionLengths('TRIAL_CLASS'),
          })}
        </Text>
        {isFailedPlace(status.stage, status.status) && <ApplyAgain status={status} />}
        {status.submittedAt !== null && status.status === STATUS.Apply && (
          <Text size="sm">
            {t('application.status.submittedOn', { date: formatDate(status.submittedAt) })}
          </Text>
        )}
        {awaitsDecision(status.status) && (
          <Text size="sm" fw={600}>
            {t('application.status.reviewTime', { days })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
