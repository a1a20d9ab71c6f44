import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import {
  BEIJING_ZONE,
  PAYSLIP,
  payslipFileName,
  receiptOverdue,
  TEACHER_ROUTES,
  type PayslipDetail,
} from '@portal/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useTeacherZone } from '../../teacher/public';
import { TeacherLayout } from '../../teacher/public';
import { payslipPdfHref } from '../api/payslip-files';
import { usePayslip } from '../api/payslip-queries';
import {
  payslipIdOf,
  readDetailState,
  writeDetailState,
  type DetailState,
} from '../lib/detail-params';
import type { LineTarget } from '../lib/line-lists';
import { LoadFailed } from '../../../components/LoadFailed';
import { PayslipGroups } from './PayslipGroups';
import { PayslipLines } from './PayslipLines';
import { PayslipStatusBadge } from './PayslipStatusBadge';
import { ReceiptPanel } from './ReceiptPanel';
import { FactList } from '../../../components/FactList';

/**
 * /payslip/detail/:payslipId (spec section 2; issue 14): a payslip's groups and total, its
 * status and payday, its PDF (decision 066), FINANCE's message while it is held, the receipt,
 * and the lines behind every group (the list open stays in the address).
 */
export function PayslipDetailScreen() {
  const { t } = useTranslation('payslips');
  const payslipId = payslipIdOf(useParams().payslipId);
  const payslip = usePayslip(payslipId);
  const zone = useTeacherZone();
  const [params, setParams] = useSearchParams();
  const state = readDetailState(params);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const go = (next: DetailState) => setParams(writeDetailState(next), { replace: true });
  // A group's lines open below it; the focus follows, so a keyboard is taken there too.
  const open = (target: LineTarget) => {
    go({ ...state, list: target.list, item: target.item ?? state.item, page: 1 });
    linesHeading.current?.focus();
  };
  const detail = payslip.data;

  return (
    <TeacherLayout>
      <title>{detail ? t('detail.pageTitle', { month: detail.month }) : t('list.pageTitle')}</title>
      <Stack gap="lg">
        <Anchor component={Link} to={TEACHER_ROUTES.payslipList} size="sm">
          {t('detail.back')}
        </Anchor>
        <Title order={1}>
          {detail ? t('detail.title', { month: detail.month }) : t('detail.titleLoading')}
        </Title>
        {payslipId === null && (
          <Alert color="red" role="alert">
            {t('detail.notFound')}
          </Alert>
        )}
        {payslip.isPending && payslipId !== null && (
          <Skeleton h={200} role="progressbar" aria-label={t('screen.loading')} />
        )}
        {payslip.isError && (
          <LoadFailed
            error={payslip.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void payslip.refetch()}
            retryOnOwnLine
          />
        )}
        {detail && (
          <>
            <PayslipFacts detail={detail} />
            <Group>
              <Button
                component="a"
                href={payslipPdfHref(detail.id)}
                download={payslipFileName(detail.month)}
                variant="default"
              >
                {t('detail.downloadPdf')}
              </Button>
            </Group>
            <ReceiptOverdueAlert detail={detail} />
            {detail.status === PAYSLIP.PROBLEM && detail.problem && (
              <Alert color="red" title={t('detail.problemTitle')}>
                {detail.problem}
              </Alert>
            )}
            <Stack gap="sm" component="section" aria-labelledby="payslip-groups">
              <Title order={2} size="h4" id="payslip-groups">
                {t('detail.groupsTitle')}
              </Title>
              <PayslipGroups detail={detail} onOpen={open} />
            </Stack>
            <ReceiptPanel detail={detail} zone={zone} />
            <PayslipLines
              payslipId={detail.id}
              groups={detail.customGroupList}
              state={state}
              zone={zone}
              go={go}
              headingRef={linesHeading}
            />
          </>
        )}
      </Stack>
    </TeacherLayout>
  );
}

/** What the teacher must do once the payday has come without a receipt (issue 36). */
function ReceiptOverdueAlert({ detail }: { detail: PayslipDetail }) {
  const { t } = useTranslation('payslips');
  const [now] = useState(Date.now);
  if (!receiptOverdue(detail, now)) return null;
  return (
    <Alert color="red" title={t('actionNeeded.title')} role="alert">
      {t('actionNeeded.text', { payday: formatDate(detail.payday, BEIJING_ZONE) })}{' '}
      <Anchor href="#receipt-title" c="inherit" underline="always" fw={600}>
        {t('actionNeeded.link')}
      </Anchor>
    </Alert>
  );
}

/**
 * Status, total, payday and when it was released and paid: Beijing dates, as finance and the
 * console read them, so every viewer sees the same day whatever their zone (issue 36).
 */
function PayslipFacts({ detail }: { detail: PayslipDetail }) {
  const { t } = useTranslation('payslips');
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'status',
      label: t('detail.status'),
      value: <PayslipStatusBadge payslip={detail} />,
    },
    { key: 'total', label: t('detail.total'), value: formatMoney(detail.sumCents) },
    { key: 'payday', label: t('detail.payday'), value: formatDate(detail.payday, BEIJING_ZONE) },
  ];
  if (detail.releasedAt !== null)
    facts.push({
      key: 'released',
      label: t('detail.releasedAt'),
      value: formatDate(detail.releasedAt, BEIJING_ZONE),
    });
  if (detail.paidAt !== null)
    facts.push({
      key: 'paid',
      label: t('detail.paidAt'),
      value: formatDate(detail.paidAt, BEIJING_ZONE),
    });

  return (
    <FactList layout="inline" spacing="xl" valueProps={{ size: 'sm', fw: 600 }} facts={facts} />
  );
}
