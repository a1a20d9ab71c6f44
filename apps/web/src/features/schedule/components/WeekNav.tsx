import { Button, Group, Text } from '@mantine/core';
import { beijingDate, DAY_MS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { weeksAhead } from '../lib/week-offset';

interface WeekNavProps {
  offset: number;
  weekStart: number;
  beyond: boolean;
  onMove: (direction: -1 | 1) => void;
  onThisWeek: () => void;
}

/** Previous and next week (0 to 28 days ahead; beyond clamps, spec section 4). */
export function WeekNav({ offset, weekStart, beyond, onMove, onThisWeek }: WeekNavProps) {
  const { t } = useTranslation('schedule');
  const ahead = weeksAhead(offset);
  return (
    <Group component="nav" aria-label={t('week.navLabel')} gap="sm" wrap="wrap">
      <Button variant="default" size="sm" onClick={() => onMove(-1)} disabled={offset === 0}>
        {t('week.previous')}
      </Button>
      <Button variant="default" size="sm" onClick={onThisWeek} disabled={offset === 0}>
        {t('week.thisWeek')}
      </Button>
      <Button variant="default" size="sm" onClick={() => onMove(1)} disabled={beyond}>
        {t('week.next')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('week.range', {
          from: beijingDate(weekStart),
          to: beijingDate(weekStart + 6 * DAY_MS),
        })}
        {' · '}
        {beyond
          ? t('week.tooFar')
          : ahead === 0
            ? t('week.current')
            : t('week.ahead', { count: ahead })}
      </Text>
    </Group>
  );
}
