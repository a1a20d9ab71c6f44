import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { OPS_ROUTES, payMonthLabel } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  payMonthChoices,
  readPayListState,
  writePayListState,
  type PayListState,
} from '../lib/pay-list-params';
import { PayBatchesPanel } from './PayBatchesPanel';
import { PayMonthTotals } from './PayMonthTotals';
import { PayReconciliationPanel } from './PayReconciliationPanel';
import { PayRunPanel } from './PayRunPanel';
import { PayslipsTable } from './PayslipsTable';
import { ReleaseMonth } from './ReleaseMonth';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';

/**
 * /ops/pay (viewPay): a Beijing month's payslips (counted by status, each flagged when it needs
 * a second look), its reconciliation and its payment batches;
 * for managePay, generating the month (its progress followed), releasing its drafts to the
 * teachers once it has ended and paying through batches. The state is in the address.
 */
export function PayPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const [params, setParams] = useSearchParams();
  // One `now` per visit: the default month does not move under a page left open overnight.
  const [now] = useState(() => Date.now());
  const state = readPayListState(params, now);
  const go = (next: PayListState) => setParams(writePayListState(next, now));
  const month = payMonthLabel(state.month);

  if (!mayOpen('pay'))
    return <NoAccess title={t('pay.noAccessTitle')}>{t('pay.noAccess')}</NoAccess>;
  const mayManage = may('managePay');
  return (
    <Stack gap="xl">
      <title>{t('pay.pageTitle', { month })}</title>
      <Title order={1}>{t('pay.title')}</Title>
      <Text size="sm">{t('pay.intro')}</Text>
      <Anchor component={Link} to={OPS_ROUTES.payRules} size="sm">
        {t('pay.rulesLink')}
      </Anchor>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('pay.month')}
          description={t('pay.monthHint')}
          value={String(state.month)}
          onChange={(event) =>
            go({ ...state, month: Number(event.currentTarget.value), page: 1, run: null })
          }
          data={payMonthChoices(now, state.month).map((m) => ({
            value: String(m.start),
            label: m.label,
          }))}
        />
      </Group>
      {mayManage && (
        <Stack gap="md" component="section" aria-labelledby="pay-month-heading">
          <Title order={2} size="h3" id="pay-month-heading">
            {t('pay.monthTitle', { month })}
          </Title>
          <PayRunPanel
            month={state.month}
            runId={state.run}
            onStarted={(run) => go({ ...state, run })}
          />
          <ReleaseMonth month={state.month} now={now} />
        </Stack>
      )}
      <PayMonthTotals month={state.month} />
      <PayslipsTable state={state} go={go} />
      <PayReconciliationPanel month={state.month} />
      <PayBatchesPanel month={state.month} mayManage={mayManage} />
    </Stack>
  );
}
