import { Stack, Text } from '@mantine/core';
import { BEIJING_ZONE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { fullText, unitTimes } from '../../schedule/lib/time-labels';

/** A class's start in the teacher's zone with Beijing time beside it, as the schedule shows. */
export function ClassStart({ at, zone }: { at: number; zone: string }) {
  const { t } = useTranslation('payslips');
  const times = unitTimes(at, zone);
  const beijing = t('time.beijing', { time: fullText(times.beijing) });
  if (zone === BEIJING_ZONE)
    return (
      <Text size="sm" span>
        {beijing}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} span>
        {fullText(times.local)}
      </Text>
      <Text size="xs" span>
        {beijing}
      </Text>
    </Stack>
  );
}
