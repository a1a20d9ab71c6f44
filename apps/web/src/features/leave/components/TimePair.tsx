import { Stack, Text } from '@mantine/core';
import { BEIJING_ZONE } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { fullText, unitTimes } from '../../schedule/lib/time-labels';

/** An instant in the teacher's own time, with Beijing time beside it (as the schedule shows). */
export function TimePair({ at, zone }: { at: number; zone: string }) {
  const { t } = useTranslation('leave');
  const times = unitTimes(at, zone);
  // Read in Beijing time (the console): one line says it all.
  if (zone === BEIJING_ZONE)
    return (
      <Text size="sm" fw={600} span>
        {t('time.beijing', { time: fullText(times.beijing) })}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} span>
        {fullText(times.local)}
      </Text>
      <Text size="xs" span>
        {t('time.beijing', { time: fullText(times.beijing) })}
      </Text>
    </Stack>
  );
}
