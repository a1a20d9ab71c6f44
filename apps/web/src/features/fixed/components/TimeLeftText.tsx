import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../lib/weekly-times';

/** "2 days 3 hours left" until a deadline, or that it has passed. */
export function TimeLeftText({ deadline, now }: { deadline: number; now: number }) {
  const { t } = useTranslation('fixed');
  const left = timeLeft(deadline, now);
  if (!left)
    return (
      <Text size="sm" fw={600} span>
        {t('timeLeft.passed')}
      </Text>
    );
  const text =
    left.days > 0
      ? t('timeLeft.daysHours', {
          days: t('timeLeft.days', { count: left.days }),
          hours: t('timeLeft.hours', { count: left.hours }),
        })
      : left.hours > 0
        ? t('timeLeft.hoursMinutes', {
            hours: t('timeLeft.hours', { count: left.hours }),
            minutes: t('timeLeft.minutes', { count: left.minutes }),
          })
        : t('timeLeft.minutesOnly', { minutes: t('timeLeft.minutes', { count: left.minutes }) });
  return (
    <Text size="sm" fw={600} span c={left.days === 0 ? 'red.8' : undefined}>
      {text}
    </Text>
  );
}
