import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { PAY_RUN, payMonthLabel } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { PAY_KEY, usePayRun, useStartPayRun } from '../api/pay';
import { payRunPercent, payRunPhase } from '../lib/pay-run-progress';

/**
 * Generating a month's DRAFTs (a job on the server): the button, then the run's progress read
 * every second while it runs, announced politely (starting until the job has counted the
 * month's teachers); the month's list is read again once done.
 */
export function PayRunPanel({
  month,
  runId,
  onStarted,
}: {
  month: number;
  runId: number | null;
  onStarted: (runId: number) => void;
}) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const start = useStartPayRun();
  const runQuery = usePayRun(runId);
  // A run from the address that is not this month's (an edited address) is not shown.
  const run = runQuery.data?.monthStartTime === month ? runQuery.data : undefined;
  const status = run?.status;
  useEffect(() => {
    if (status !== PAY_RUN.DONE && status !== PAY_RUN.FAILED) return;
    // The drafts written change the list, its totals and the month's reconciliation.
    for (const part of ['payslips', 'totals', 'reconciliation'])
      void queryClient.invalidateQueries({ queryKey: [...PAY_KEY, part] });
  }, [status, queryClient]);

  const phase = run ? payRunPhase(run) : undefined;
  const label = payMonthLabel(month);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() => start.mutate(month, { onSuccess: (started) => onStarted(started.id) })}
          loading={start.isPending}
          disabled={status === PAY_RUN.RUNNING}
        >
          {t('pay.run.start', { month: label })}
        </Button>
        <Text size="xs" c="dimmed">
          {t('pay.run.hint')}
        </Text>
      </Group>
      {start.isError && (
        <Alert color="red" role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      {runQuery.isError && (
        <Alert color="red" role="alert">
          {errorMessage(runQuery.error)}
        </Alert>
      )}
      {run && phase && (
        <Stack gap={4}>
          <Progress
            value={payRunPercent(run)}
            color={phase === 'failed' ? 'red' : status === PAY_RUN.DONE ? 'green' : 'blue'}
            animated={status === PAY_RUN.RUNNING}
            aria-label={t('pay.run.progress')}
          />
          <Text size="sm" aria-live="polite" role="status">
            {phase === 'starting' && t('pay.run.starting')}
            {phase === 'running' &&
              t('pay.run.running', { done: run.teachersDone, total: run.teachersTotal })}
            {phase === 'done' &&
              t('pay.run.done', { count: run.teachersTotal, kept: run.teachersKept })}
            {phase === 'doneEmpty' && t('pay.run.doneEmpty', { month: label })}
            {phase === 'failed' && t('pay.run.failed')}
          </Text>
          {phase === 'failed' && run.error && (
            <Alert color="red" role="alert" title={t('pay.run.failedTitle')}>
              <Text size="sm">{t('pay.run.failedHint')}</Text>
              {/* The server's own words, for whoever looks into it: not a catalogue message. */}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('pay.run.failedDetail', { detail: run.error })}
              </Text>
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
