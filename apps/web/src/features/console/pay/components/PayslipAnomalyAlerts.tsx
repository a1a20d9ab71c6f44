import { Alert, Stack, Text } from '@mantine/core';
import {
  addBeijingMonths,
  LARGE_CHANGE_MIN_CENTS,
  LARGE_CHANGE_PERCENT,
  payMonthLabel,
  type OpsPayslipDetail,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/money';

/** Cents with their direction: "+$120.00", "-$165.00". */
const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

/**
 * A payslip's anomalies as warnings on its page (issue 36, decision 060), each saying what to
 * check: a negative total, a large change from the teacher's previous month, no bank details.
 */
export function PayslipAnomalyAlerts({ detail }: { detail: OpsPayslipDetail }) {
  const { t } = useTranslation('console');
  if (detail.anomalies.length === 0) return null;
  const total = formatMoney(detail.sumCents);
  const previous = detail.previousSumCents ?? 0;
  const texts = {
    NEGATIVE: {
      title: t('pay.anomalies.NEGATIVE.title', { total }),
      text: t('pay.anomalies.NEGATIVE.text', { owed: formatMoney(-detail.sumCents) }),
    },
    LARGE_CHANGE: {
      title: t('pay.anomalies.LARGE_CHANGE.title'),
      text: t('pay.anomalies.LARGE_CHANGE.text', {
        total,
        previous: formatMoney(previous),
        previousMonth: payMonthLabel(addBeijingMonths(detail.payslipTime, -1)),
        change: signed(detail.sumCents - previous),
        percent: LARGE_CHANGE_PERCENT,
        minimum: formatMoney(LARGE_CHANGE_MIN_CENTS),
      }),
    },
    NO_BANK_DETAILS: {
      title: t('pay.anomalies.NO_BANK_DETAILS.title'),
      text: t('pay.anomalies.NO_BANK_DETAILS.text', { name: detail.teacherName || detail.email }),
    },
  };
  return (
    <Stack gap="xs">
      {detail.anomalies.map((anomaly) => (
        <Alert key={anomaly} color="yellow" title={texts[anomaly].title}>
          <Text size="sm">{texts[anomaly].text}</Text>
        </Alert>
      ))}
    </Stack>
  );
}
