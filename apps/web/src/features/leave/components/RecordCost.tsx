import { Stack, Text } from '@mantine/core';
import type { LeaveRecordRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

/**
 * A record's cost in a list (the history, the console): what it costs now, its parts, and
 * what was given back (an appeal accepted, a free pass), read from the record's result.
 */
export function RecordCost({ record }: { record: Pick<LeaveRecordRow, 'result'> }) {
  const { t } = useTranslation('leave');
  const { result } = record;
  return (
    <Stack gap={0}>
      <Text size="sm" span>
        {formatMoney(result.moneyLostCents)}
      </Text>
      <Text size="xs" span>
        {t('history.costParts', {
          fine: formatMoney(result.fineCents),
          pay: formatMoney(result.payLostCents),
          count: result.carrotsLost,
        })}
      </Text>
      {!result.costsStand && (
        <Text size="xs" fw={600} span>
          {t('history.givenBack', { amount: formatMoney(result.fineGivenBackCents) })}
        </Text>
      )}
    </Stack>
  );
}
