import { Alert, Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { BEIJING_ZONE, PAYSLIP, TEACHER_ROUTES, type PayslipDetail } from '@portal/contracts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useTeacherZone } from '../../teacher/public';
import { TeacherLayout } from '../../teacher/public';
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
 * status and payday, FINANCE's message while it is held, the receipt, and the lines behind
 * every group (the list open stays in the address).
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
            <PayslipFacts detail={detail} zone={zone} />
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

/** Status, total, payday (a Beijing date) and when it was released and paid. */
function PayslipFacts({ detail, zone }: { detail: PayslipDetail; zone: string }) {
  const { t } = useTranslation('payslips');
  const facts: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'status',
      label: t('detail.status'),
      value: <PayslipStatusBadge status={detail.status} />,
    },
    { key: 'total', label: t('detail.total'), value: formatMoney(detail.sumCents) },
    { key: 'payday', label: t('detail.payday'), value: formatDate(detail.payday, BEIJING_ZONE) },
  ];
  if (detail.releasedAt !== null)
    facts.push({
      key: 'released',
      label: t('detail.releasedAt'),
      value: formatDate(detail.releasedAt, zone),
    });
  if (detail.paidAt !== null)
    facts.push({ key: 'paid', label: t('detail.paidAt'), value: formatDate(detail.paidAt, zone) });

  return (
    <FactList layout="inline" spacing="xl" valueProps={{ size: 'sm', fw: 600 }} facts={facts} />
  );
}
