import { Anchor, Button, Stack, Text } from '@mantine/core';
import { fillPath, OPS_ROUTES, type PayLineView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/StatusBadge';

/**
 * What a line says besides its label (decision 052): the month a correction corrects, with
 * that month's payslip, and a class taught on a day no contract held, flagged until an
 * adjustment names it (with "Settle" for whoever may add one).
 */
export function OpsPayslipLineNotes({
  line,
  toSettle,
  onSettle,
}: {
  line: PayLineView;
  toSettle: readonly number[];
  onSettle: ((classId: number) => void) | undefined;
}) {
  const { t } = useTranslation('console');
  const classId = line.classId;
  const open = line.issue === 'NO_CONTRACT' && classId !== null && toSettle.includes(classId);
  return (
    <>
      {line.correctsMonth !== null && (
        <Text size="xs" span>
          {line.correctsPayslipId === null ? (
            t('pay.lines.correctsMonth', { month: line.correctsMonth })
          ) : (
            <Anchor
              component={Link}
              to={fillPath(OPS_ROUTES.payslip, { payslipId: line.correctsPayslipId })}
              size="xs"
            >
              {t('pay.lines.correctsPayslip', { month: line.correctsMonth })}
            </Anchor>
          )}
        </Text>
      )}
      {line.issue === 'NO_CONTRACT' && (
        <Stack gap={4} align="flex-start">
          <StatusBadge tone={open ? 'red' : 'gray'}>
            {t(open ? 'pay.settle.noContract' : 'pay.settle.settled')}
          </StatusBadge>
          {open && (
            <Text size="xs" span>
              {t('pay.settle.noContractHint')}
            </Text>
          )}
          {open && onSettle && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('pay.settle.buttonFor', { id: classId })}
              onClick={() => onSettle(classId)}
            >
              {t('pay.settle.button')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
