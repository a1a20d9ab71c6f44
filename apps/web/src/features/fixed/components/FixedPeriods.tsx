import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  continuedPeriodDates,
  fixedPeriodOpen,
  TEACHER_ROUTES,
  type ContinueDecision,
  type FixedPeriodView,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fullText, unitTimes } from '../../schedule/public';
import { useContinueCheck, useDeleteWeek } from '../api/fixed-mutations';
import { useFixedPeriods } from '../api/fixed-queries';
import { useNow } from '../hooks/use-now';
import { periodFormOf, type PeriodFormValues } from '../lib/period-form';
import { periodWeeks, weekState } from '../lib/weekly-times';
import { FixedTime } from './FixedTime';
import { WeeklyTimes } from './WeeklyTimes';
import { LoadFailed } from '../../../components/LoadFailed';

const TONES = { OFFERED: 'blue', ACTIVE: 'green', ENDED: 'gray', WITHDRAWN: 'gray' } as const;

/** The teacher's periods: their times, students and weeks, and the continue check near the end. */
export function FixedPeriods({
  zone,
  onEdit,
}: {
  zone: string;
  onEdit: (values: PeriodFormValues) => void;
}) {
  const { t } = useTranslation('fixed');
  const periods = useFixedPeriods(true);
  return (
    <Stack gap="sm" component="section" aria-labelledby="fixed-periods">
      <Title order={2} size="h4" id="fixed-periods">
        {t('periods.title')}
      </Title>
      {periods.isPending && <LoadingIndicator label={t('screen.loading')} />}
      {periods.isError && (
        <LoadFailed
          error={periods.error}
          title={t('screen.loadFailed')}
          retryLabel={t('screen.retry')}
          onRetry={() => void periods.refetch()}
        />
      )}
      {periods.data?.length === 0 && <Text>{t('periods.empty')}</Text>}
      {periods.data && periods.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {periods.data.map((period) => (
            <li key={period.periodId}>
              <PeriodCard period={period} zone={zone} onEdit={onEdit} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PeriodCard({
  period,
  zone,
  onEdit,
}: {
  period: FixedPeriodView;
  zone: string;
  onEdit: (values: PeriodFormValues) => void;
}) {
  const { t } = useTranslation('fixed');
  const [showWeeks, setShowWeeks] = useState(false);
  const titleId = `period-${period.periodId}-title`;
  const weeksId = `period-${period.periodId}-weeks`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      id={`period-${period.periodId}`}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {t('periods.cardTitle', { label: period.label, id: period.periodId })}
          </Title>
          <Badge color={TONES[period.status]} variant="light" c="dark.7">
            {t(`periodStatuses.${period.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('periods.dates', {
            from: period.firstDate,
            to: period.lastDate,
            count: period.starts.length,
          })}
        </Text>
        <WeeklyTimes times={period.weeklyTimes} firstDate={period.firstDate} zone={zone} />
        {period.students.length > 0 && (
          <Text size="sm">
            {t('periods.students', {
              list: period.students.map((s) => s.studentId).join(', '),
            })}
          </Text>
        )}
        {period.pendingRequests > 0 && (
          <Anchor href="#fixed-requests" size="sm">
            {t('periods.pending', { count: period.pendingRequests })}
          </Anchor>
        )}
        <ContinueCheck period={period} zone={zone} />
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            aria-expanded={showWeeks}
            aria-controls={weeksId}
            onClick={() => setShowWeeks((shown) => !shown)}
          >
            {showWeeks ? t('periods.hideWeeks') : t('periods.showWeeks')}
          </Button>
          {fixedPeriodOpen(period.status) && (
            <Button size="xs" variant="default" onClick={() => onEdit(periodFormOf(period))}>
              {t('periods.change')}
            </Button>
          )}
        </Group>
        {showWeeks && (
          <div id={weeksId}>
            <Weeks period={period} zone={zone} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function ContinueCheck({ period, zone }: { period: FixedPeriodView; zone: string }) {
  const { t } = useTranslation('fixed');
  const answer = useContinueCheck();
  const check = period.continueCheck;
  if (check.decision) return <Text size="sm">{t(`continue.decided.${check.decision}`)}</Text>;
  if (!check.due) return null;
  const next = continuedPeriodDates(period);
  const decide = (decision: ContinueDecision) =>
    answer.mutate(
      { periodId: period.periodId, decision },
      { onSuccess: () => toast.success(t(`continue.done.${decision}`)) },
    );
  return (
    <Alert color="blue" c="dark.7" title={t('continue.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('continue.text', { date: period.lastDate, from: next.firstDate, to: next.lastDate })}
        </Text>
        <Group gap={4} wrap="wrap">
          <Text size="sm">{t('continue.by')}</Text>
          <FixedTime at={check.closesAt} zone={zone} inline />
        </Group>
        {answer.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(answer.error)}
          </Text>
        )}
        <Group gap="sm">
          <Button
            size="xs"
            onClick={() => decide('CONTINUE')}
            loading={answer.isPending && answer.variables?.decision === 'CONTINUE'}
            disabled={answer.isPending}
          >
            {t('continue.continue')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => decide('END')}
            loading={answer.isPending && answer.variables?.decision === 'END'}
            disabled={answer.isPending}
          >
            {t('continue.end')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Weeks({ period, zone }: { period: FixedPeriodView; zone: string }) {
  const { t } = useTranslation('fixed');
  const now = useNow(60_000);
  const remove = useDeleteWeek();
  const [asking, setAsking] = useState<number | null>(null);
  const weeks = periodWeeks(period);
  const removeWeek = (startTime: number) =>
    remove.mutate(
      { periodId: period.periodId, startTime },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t('weeks.removed'));
        },
      },
    );
  return (
    <Stack gap="xs">
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      )}
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('weeks.label')}
      >
        {weeks.map((start) => {
          const state = weekState(period.status, start, period.excluded, now);
          const time = fullText(unitTimes(start, zone).local);
          return (
            <Group component="li" key={start} justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="nowrap">
                <FixedTime at={start} zone={zone} />
                <Text size="xs" c="dimmed">
                  {t(`weeks.states.${state}`)}
                </Text>
              </Group>
              {state === 'removable' &&
                (asking === start ? (
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={remove.isPending}
                      onClick={() => removeWeek(start)}
                      aria-label={t('weeks.confirmRemoveFor', { time })}
                    >
                      {t('weeks.confirmRemove')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={remove.isPending}
                      onClick={() => setAsking(null)}
                    >
                      {t('weeks.keep')}
                    </Button>
                  </Group>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setAsking(start)}
                    aria-label={t('weeks.removeFor', { time })}
                  >
                    {t('weeks.remove')}
                  </Button>
                ))}
              {state === 'leave' && (
                <Anchor
                  component={Link}
                  size="sm"
                  to={`${TEACHER_ROUTES.bookingCancellation}?periodId=${period.periodId}&startTime=${start}`}
                  aria-label={t('weeks.leaveFor', { time })}
                >
                  {t('weeks.leave')}
                </Anchor>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
