import { Anchor, Text } from '@mantine/core';
import { fillPath, TEACHER_ROUTES, type PayLineView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a correction line corrects (decision 052): the month, with a link to that month's
 * payslip when there was one (a month paid nothing had none).
 */
export function CorrectsCell({
  line,
}: {
  line: Pick<PayLineView, 'correctsMonth' | 'correctsPayslipId'>;
}) {
  const { t } = useTranslation('payslips');
  const month = line.correctsMonth;
  if (month === null) return '';
  if (line.correctsPayslipId === null)
    return (
      <Text size="sm" span>
        {t('lines.correctsMonth', { month })}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={fillPath(TEACHER_ROUTES.payslipDetail, { payslipId: line.correctsPayslipId })}
      size="sm"
    >
      {t('lines.correctsPayslip', { month })}
    </Anchor>
  );
}
