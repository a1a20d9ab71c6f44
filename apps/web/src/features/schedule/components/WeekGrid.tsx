import { Box, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SlotUnit } from '@portal/contracts';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayMode } from '../hooks/use-day-mode';
import { columnZone, keepsBeijingDays, type DayMode } from '../lib/day-mode';
import type { Selection } from '../lib/selection';
import { groupUnits, shownDayKey } from '../lib/unit-groups';
import { DayColumn } from './DayColumn';

interface WeekGridProps {
  units: readonly SlotUnit[];
  weekStart: number;
  zone: string;
  now: number;
  selection: Selection;
  errors: ReadonlyMap<number, string>;
  onToggle: (unit: SlotUnit) => void;
  onCancel: (unit: SlotUnit) => void;
}

/**
 * The week's days side by side on a wide screen; on a phone one day at a time, chosen with a
 * day picker that opens on today (the days' units would otherwise be a very long page). The
 * days are the teacher's own or Beijing's, as she chose on this device (decision 062); the
 * week itself is always Beijing's, so the navigation and the picks are the same either way.
 * Memoised: the screen renders again for every answer of its panels and calls.
 */
export const WeekGrid = memo(function WeekGrid({
  units,
  weekStart,
  zone,
  now,
  ...rest
}: WeekGridProps) {
  const { t } = useTranslation('schedule');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [chosenMode, chooseMode] = useDayMode();
  const offered = !keepsBeijingDays(zone, weekStart);
  const mode: DayMode = offered ? chosenMode : 'beijing';
  const daysZone = columnZone(mode, zone);
  const days = useMemo(() => groupUnits(units, weekStart, daysZone), [units, weekStart, daysZone]);
  const [picked, setPicked] = useState<string | null>(null);
  const dayKey = shownDayKey(days, picked, now, daysZone);
  const shown = phone ? days.filter((day) => day.key === dayKey) : days;
  return (
    <Stack gap="xs" component="section" aria-labelledby="week-grid-title">
      <Title order={2} size="h4" id="week-grid-title">
        {t('grid.label')}
      </Title>
      {offered && (
        <Box>
          <Text size="sm" fw={600} id="day-mode-label" mb={4}>
            {t('grid.dayMode')}
          </Text>
          <SegmentedControl
            aria-labelledby="day-mode-label"
            size="xs"
            fullWidth
            maw={320}
            value={mode}
            onChange={(value) => chooseMode(value === 'beijing' ? 'beijing' : 'own')}
            data={[
              { value: 'own', label: t('grid.dayModeOwn') },
              { value: 'beijing', label: t('grid.dayModeBeijing') },
            ]}
          />
        </Box>
      )}
      <Text size="xs" c="dimmed">
        {mode === 'own' ? t('grid.ownDate', { zone }) : t('grid.beijingDate')} {t('grid.legend')}
      </Text>
      {phone && dayKey && (
        <Box>
          <Text size="sm" fw={600} id="day-picker-label" mb={4}>
            {t('grid.dayPicker')}
          </Text>
          <SegmentedControl
            aria-labelledby="day-picker-label"
            fullWidth
            size="xs"
            value={dayKey}
            onChange={setPicked}
            // The weekday above its day of the month, the same on every day (a name reads both).
            styles={{ label: { whiteSpace: 'pre-line' } }}
            data={days.map((day) => ({
              value: day.key,
              label: t('grid.dayOption', { weekday: day.weekday, day: day.day }),
            }))}
          />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4, lg: days.length }} spacing="xs">
        {shown.map((day) => (
          <DayColumn key={day.key} day={day} zone={zone} mode={mode} now={now} {...rest} />
        ))}
      </SimpleGrid>
    </Stack>
  );
});
