import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitTimes } from '../../schedule/public';
import { firstStartOf, minuteLabel } from '../lib/weekly-times';

interface WeeklyTimesProps {
  times: readonly { isoDay: number; startMinute: number }[];
  /** The period's first date: the teacher's own time is read for its first week. */
  firstDate: string;
  zone: string;
}

/** Each weekly time in Beijing time, with the teacher's own day and time of its first week. */
export function WeeklyTimes({ times, firstDate, zone }: WeeklyTimesProps) {
  const { t } = useTranslation('fixed');
  return (
    <Stack component="ul" gap={2} pl="md" m={0}>
      {times.map((time) => (
        <Text component="li" size="sm" key={`${time.isoDay}-${time.startMinute}`}>
          {weeklyTimeText(time, firstDate, zone, t)}
        </Text>
      ))}
    </Stack>
  );
}

type Translate = ReturnType<typeof useTranslation<'fixed'>>['t'];

/** A start time of a weekday as the form offers it: `19:00 Beijing (your time: Mon 06:00)`. */
export function startOptionText(
  time: { isoDay: number; startMinute: number },
  firstDate: string,
  zone: string,
  t: Translate,
): string {
  const first = firstStartOf(firstDate, time.isoDay, time.startMinute);
  const label = minuteLabel(time.startMinute);
  if (first === null) return label;
  const local = unitTimes(first, zone).local;
  return t('weekly.startOption', { time: label, local: `${local.weekday} ${local.time}` });
}

/** `Monday 19:00 Beijing (your time: Mon 06:00)`. */
export function weeklyTimeText(
  time: { isoDay: number; startMinute: number },
  firstDate: string,
  zone: string,
  t: Translate,
): string {
  const beijing = t('weekly.beijing', {
    day: t(`days.${time.isoDay as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
    time: minuteLabel(time.startMinute),
  });
  const first = firstStartOf(firstDate, time.isoDay, time.startMinute);
  if (first === null) return beijing;
  const local = unitTimes(first, zone).local;
  return t('weekly.withLocal', { beijing, local: `${local.weekday} ${local.time}` });
}
