import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullText, unitTimes } from '../../schedule/lib/time-labels';

/** An instant in the teacher's time with Beijing time beside it (inline: on one line). */
export function FixedTime({ at, zone, inline }: { at: number; zone: string; inline?: boolean }) {
  const { t } = useTranslation('fixed');
  const times = unitTimes(at, zone);
  const beijing = t('time.beijing', { time: fullText(times.beijing) });
  if (inline)
    return (
      <Text span size="sm" fw={600}>
        {fullText(times.local)} ({beijing})
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
