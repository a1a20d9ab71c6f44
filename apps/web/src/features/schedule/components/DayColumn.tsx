import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SlotUnit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { DayMode } from '../lib/day-mode';
import type { Selection } from '../lib/selection';
import { isPicked } from '../lib/selection';
import { offsetChange } from '../lib/time-labels';
import { dayHasUnits, type UnitDay } from '../lib/unit-groups';
import { UnitButton } from './UnitButton';

interface DayColumnProps {
  day: UnitDay;
  zone: string;
  mode: DayMode;
  now: number;
  selection: Selection;
  errors: ReadonlyMap<number, string>;
  onToggle: (unit: SlotUnit) => void;
  onCancel: (unit: SlotUnit) => void;
}

/**
 * One day of the week, Beijing's or the teacher's (decision 062): its morning and afternoon
 * units, and a clock-change note.
 */
export function DayColumn({
  day,
  zone,
  mode,
  now,
  selection,
  errors,
  onToggle,
  onCancel,
}: DayColumnProps) {
  const { t } = useTranslation('schedule');
  const heading = `${day.weekday} ${day.date}`;
  const headingId = `day-${day.key}`;
  const halves = {
    am: t(mode === 'own' ? 'grid.amOwn' : 'grid.am'),
    pm: t(mode === 'own' ? 'grid.pmOwn' : 'grid.pm'),
  };
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
            <Stack key={half} gap={4} role="group" aria-label={`${heading}, ${halves[half]}`}>
              <Text size="xs" fw={600}>
                {halves[half]}
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
                    mode={mode}
                    now={now}
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
