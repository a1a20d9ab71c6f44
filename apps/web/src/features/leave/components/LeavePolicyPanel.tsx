import { Alert, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, type LeaveInfo } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useLeaveInfo } from '../api/leave-queries';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * This contract period's counts against the allowance, the credits and free passes held, and
 * the policy's numbers in words: what the teacher reads before cancelling.
 */
export function LeavePolicyPanel() {
  const { t } = useTranslation('leave');
  const info = useLeaveInfo();
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {t('policy.title')}
        </Title>
        {info.isPending && <Skeleton height={72} role="status" aria-label={t('screen.loading')} />}
        {info.isError && (
          <LoadFailed
            error={info.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void info.refetch()}
          />
        )}
        {info.data && <PolicyFacts info={info.data} />}
      </Stack>
    </Paper>
  );
}

/** The counts and the policy of one teacher (also the console's teacher page). */
export function PolicyFacts({ info }: { info: LeaveInfo }) {
  const { t } = useTranslation('leave');
  const { policy } = info;
  const date = (at: number) => formatDate(at, BEIJING_ZONE);
  const facts = [
    {
      label: t('policy.cancellations'),
      value: t('policy.ofAllowance', { count: info.cancellations, allowance: info.allowance }),
    },
    { label: t('policy.noShows'), value: String(info.noShows) },
    { label: t('policy.credits'), value: String(info.credits) },
    {
      label: t('policy.freePasses'),
      value: t('policy.freePassesUntil', {
        count: info.freePassesLeft,
        date: date(info.passYearEnd - 1),
      }),
    },
  ];
  const over = info.cancellations > info.allowance;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('policy.period', { from: date(info.periodStart), to: date(info.periodEnd - 1) })}
      </Text>
      <FactList cols={{ base: 2, sm: 4 }} spacing="sm" valueProps={{ fw: 600 }} facts={facts} />
      {over && (
        <Alert color="yellow" c="dark.7">
          {t('policy.overAllowance', { count: info.cancellations - info.allowance })}
        </Alert>
      )}
      <Stack component="ul" gap={2} pl="md" m={0}>
        <Text component="li" size="sm">
          {t('policy.rules.allowance', {
            count: policy.cancellationsPerPeriod,
            months: policy.periodMonths,
          })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.ahead', { hours: policy.freeLeadHours })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.late', {
            from: policy.lastMinuteLeadHours,
            to: policy.freeLeadHours,
            fine: formatMoney(policy.lateFineCents),
          })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.lastMinute', {
            hours: policy.lastMinuteLeadHours,
            fine: formatMoney(policy.lastMinuteFineCents),
          })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.noShow', { fine: formatMoney(policy.noShowFineCents) })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.planned', { days: policy.leaveNoticeBusinessDays })}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.pay')}
        </Text>
        <Text component="li" size="sm">
          {t('policy.rules.freePass', { count: policy.freePassesPerYear })}
        </Text>
      </Stack>
    </Stack>
  );
}
