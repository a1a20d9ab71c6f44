import { Box, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BEIJING_ZONE, type SlotUnit } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inZone } from '../../../lib/dates';
import type { Selection } from '../lib/selection';
import { groupUnits } from '../lib/unit-groups';
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
 * The week's seven days side by side on a wide screen; on a phone one day at a time, chosen
 * with a day picker (the days' units would otherwise be a very long page).
 */
export function WeekGrid({ units, weekStart, ...rest }: WeekGridProps) {
  const { t } = useTranslation('schedule');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const days = useMemo(() => groupUnits(units, weekStart), [units, weekStart]);
  const [dayIndex, setDayIndex] = useState('0');
  const shown = phone ? days.filter((day) => String(day.index) === dayIndex) : days;
  return (
    <Stack gap="xs" component="section" aria-labelledby="week-grid-title">
      <Title order={2} size="h4" id="week-grid-title">
        {t('grid.label')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('grid.beijingDate')} {t('grid.legend')}
      </Text>
      {phone && (
        <Box>
          <Text size="sm" fw={600} id="day-picker-label" mb={4}>
            {t('grid.dayPicker')}
          </Text>
          <SegmentedControl
            aria-labelledby="day-picker-label"
            fullWidth
            size="xs"
            value={dayIndex}
            onChange={setDayIndex}
            data={days.map((day) => ({
              value: String(day.index),
              label: inZone(day.dayStart, BEIJING_ZONE).format('ddd'),
            }))}
          />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4, lg: 7 }} spacing="xs">
        {shown.map((day) => (
          <DayColumn key={day.index} day={day} {...rest} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
