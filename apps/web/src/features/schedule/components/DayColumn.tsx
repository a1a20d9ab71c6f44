import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BEIJING_ZONE, type SlotUnit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { inZone } from '../../../lib/dates';
import type { Selection } from '../lib/selection';
import { isPicked } from '../lib/selection';
import { offsetChange } from '../lib/time-labels';
import { dayHasUnits, type UnitDay } from '../lib/unit-groups';
import { UnitButton } from './UnitButton';

interface DayColumnProps {
  day: UnitDay;
  zone: string;
  now: number;
  selection: Selection;
  errors: ReadonlyMap<number, string>;
  onToggle: (unit: SlotUnit) => void;
  onCancel: (unit: SlotUnit) => void;
}

/** One Beijing day of the week: its morning and afternoon units, and a clock-change note. */
export function DayColumn({
  day,
  zone,
  now,
  selection,
  errors,
  onToggle,
  onCancel,
}: DayColumnProps) {
  const { t } = useTranslation('schedule');
  const heading = `${inZone(day.dayStart, BEIJING_ZONE).format('ddd')} ${day.date}`;
  const headingId = `day-${day.dayStart}`;
  const first = day.am[0] ?? day.pm[0];
  const change = first ? offsetChange(zone, first.startTime, now) : null;
  return (
    <Paper withBorder p="xs" radius="md" component="section" aria-labelledby={headingId} miw={0}>
      <Stack gap="xs">
        <Title order={3} size="h6" id={headingId}>
          {heading}
        </Title>
        {change && (
          <Alert color="yellow" p={6} c="dark.7">
            <Text size="xs">{t('grid.offsetChange', change)}</Text>
          </Alert>
        )}
        {!dayHasUnits(day) && (
          <Text size="xs" c="dimmed">
            {t('grid.noUnits')}
          </Text>
        )}
        {(['am', 'pm'] as const).map((half) =>
          day[half].length > 0 ? (
            <Stack key={half} gap={4} role="group" aria-label={`${heading}, ${t(`grid.${half}`)}`}>
              <Text size="xs" fw={600}>
                {t(`grid.${half}`)}
              </Text>
              <SimpleGrid
                cols={{ base: 3, xs: 4, sm: 3, md: 2, lg: 1 }}
                spacing={4}
                verticalSpacing={4}
              >
                {day[half].map((unit) => (
                  <UnitButton
                    key={unit.startTime}
                    unit={unit}
                    zone={zone}
                    picked={isPicked(selection, unit.startTime)}
                    error={errors.get(unit.startTime)}
                    onToggle={onToggle}
                    onCancel={onCancel}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ) : null,
        )}
      </Stack>
    </Paper>
  );
}
