import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  addBeijingMonths,
  BEIJING_ZONE,
  OPS_ROUTES,
  payMonthLabel,
  type OpsPayslipDetail,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { useOpsPayslip } from '../api/pay';
import { payslipActionsFor } from '../lib/payslip-actions';
import type { SettleChoice } from './AdjustmentForm';
import { OpsPayslipGroups } from './OpsPayslipGroups';
import { OpsPayslipLines } from './OpsPayslipLines';
import { OpsPayslipStatus } from './OpsPayslipStatus';
import { PayslipActions } from './PayslipActions';
import { PayslipAnomalyAlerts } from './PayslipAnomalyAlerts';
import { PayslipReceipt } from './PayslipReceipt';
import { FactList } from '../../../../components/FactList';
import { NoAccess, useStaffMay, useStaffMayOpen } from '../../common/components/StaffAccess';
import { TeacherLink } from '../../common/components/TeacherLink';

/**
 * /ops/pay/payslips/:payslipId (viewPay): one payslip as finance read it, its groups and
 * total, every line with its source (a correction with the month it corrects, a class taught
 * without a contract flagged), its anomalies as warnings and the receipt to open; for managePay,
 * the actions its status allows, and settling a flagged class with an adjustment that names it.
 */
export function OpsPayslipPage() {
  const { t } = useTranslation('console');
  const may = useStaffMay();
  const mayOpen = useStaffMayOpen();
  const payslipId = Number(useParams().payslipId);
  if (!mayOpen('payslip'))
    return <NoAccess title={t('pay.noAccessTitle')}>{t('pay.noAccess')}</NoAccess>;
  if (!Number.isSafeInteger(payslipId) || payslipId <= 0)
    return (
      <Alert color="red" role="alert">
        {t('pay.payslip.unknown')}
      </Alert>
    );
  return <PayslipView payslipId={payslipId} mayManage={may('managePay')} />;
}

function PayslipView({ payslipId, mayManage }: { payslipId: number; mayManage: boolean }) {
  const { t } = useTranslation('console');
  const payslip = useOpsPayslip(payslipId);
  const [settle, setSettle] = useState<SettleChoice>({ classId: null, asked: 0 });
  const detail = payslip.data;
  const mayAdjust = mayManage && !!detail && payslipActionsFor(detail.status).includes('adjust');
  const month = detail ? payMonthLabel(detail.payslipTime) : null;
  const title = detail
    ? t('pay.payslip.title', { name: detail.teacherName, month })
    : t('pay.payslip.titleLoading', { id: payslipId });
  return (
    <Stack gap="lg">
      <title>{t('pay.payslip.pageTitle', { title })}</title>
      <Anchor
        component={Link}
        to={detail ? `${OPS_ROUTES.pay}?month=${detail.payslipTime}` : OPS_ROUTES.pay}
        size="sm"
      >
        {month ? t('pay.payslip.back', { month }) : t('pay.payslip.backAll')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {payslip.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(payslip.error)}
        </Alert>
      ) : !detail ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('pay.loading')}</Text>
        </Group>
      ) : (
        <>
          <Summary detail={detail} />
          <PayslipAnomalyAlerts detail={detail} />
          {detail.toSettle.length > 0 && <ToSettleAlert detail={detail} />}
          {mayManage && (
            <PayslipActions
              detail={detail}
              settle={settle}
              onSettleChange={(classId) => setSettle((now) => ({ ...now, classId }))}
            />
          )}
          <OpsPayslipGroups detail={detail} />
          <OpsPayslipLines
            lines={detail.lines}
            toSettle={detail.toSettle}
            onSettle={
              mayAdjust
                ? (classId) => setSettle((now) => ({ classId, asked: now.asked + 1 }))
                : undefined
            }
          />
        </>
      )}
    </Stack>
  );
}

/** A DRAFT with classes to settle is held from release until an adjustment names each. */
function ToSettleAlert({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  const count = detail.toSettle.length;
  return (
    <Alert color="red" title={t('pay.settle.heldTitle', { count })}>
      <Text size="sm">
        {t('pay.settle.heldText', {
          count,
          ids: detail.toSettle.map((id) => `#${id}`).join(', '),
        })}
      </Text>
    </Alert>
  );
}

function Summary({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  const date = (at: number | null) => (at === null ? '—' : formatDate(at, BEIJING_ZONE));
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md">
        <FactList
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          valueProps={{ size: 'sm', style: { overflowWrap: 'anywhere' } }}
          facts={[
            {
              label: t('pay.payslip.teacher'),
              value: (
                <>
                  <TeacherLink userId={detail.teacherId} name={detail.teacherName} /> (
                  {detail.email})
                </>
              ),
            },
            {
              label: t('pay.payslip.status'),
              value: <OpsPayslipStatus status={detail.status} />,
            },
            { label: t('pay.payslip.total'), value: formatMoney(detail.sumCents) },
            { label: t('pay.payslip.payday'), value: date(detail.payday) },
            { label: t('pay.payslip.releasedAt'), value: date(detail.releasedAt) },
            { label: t('pay.payslip.paidAt'), value: date(detail.paidAt) },
            {
              label: t('pay.payslip.previousTotal', {
                month: payMonthLabel(addBeijingMonths(detail.payslipTime, -1)),
              }),
              value:
                detail.previousSumCents === null
                  ? t('pay.payslip.noPrevious')
                  : formatMoney(detail.previousSumCents),
            },
            {
              label: t('pay.payslip.receipt'),
              value: <PayslipReceipt detail={detail} />,
            },
          ]}
        />
      </Paper>
      {detail.problem && (
        <Alert color="red" title={t('pay.payslip.problemTitle')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail.problem}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
