import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import type { SlotUnit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { unitAction } from '../lib/selection';
import { fullText, unitTimes } from '../lib/time-labels';

interface UnitButtonProps {
  unit: SlotUnit;
  zone: string;
  picked: boolean;
  error?: string;
  onToggle: (unit: SlotUnit) => void;
  onCancel: (unit: SlotUnit) => void;
}

const TONE: Partial<Record<SlotUnit['status'], string>> = {
  AVAILABLE: 'blue',
  STANDBY_AVAILABLE: 'grape',
  OPEN: 'teal',
  INTENTION: 'teal',
  STANDBY_BOOKED: 'violet',
  BOOKED: 'green',
  IN_PROCESS: 'green',
};

/**
 * One unit: the teacher's own time, the Beijing time beside it, its status and peak marker.
 * A unit the teacher may pick is a toggle button (`aria-pressed`); one she holds and may give
 * back is a button that asks first; the others are plain text.
 */
export function UnitButton({ unit, zone, picked, error, onToggle, onCancel }: UnitButtonProps) {
  const { t } = useTranslation('schedule');
  const times = unitTimes(unit.startTime, zone);
  const action = unitAction(unit);
  const beijing = times.sameDate
    ? times.beijing.time
    : `${times.beijing.weekday} ${times.beijing.time}`;
  const parts = [
    t('unit.name', {
      local: fullText(times.local),
      beijing,
      status: t(`status.${unit.status}`),
    }),
  ];
  if (unit.peakTime) parts.push(t('unit.peak'));
  if (action === 'cancel') parts.push(t('unit.giveBack'));
  const name = parts.join(', ');
  const errorId = error ? `unit-error-${unit.startTime}` : undefined;

  const face = (
    <Stack gap={0} align="center">
      <Text fw={700} size="sm" lh={1.2}>
        {times.sameDate ? times.local.time : `${times.local.weekday} ${times.local.time}`}
      </Text>
      <Text size="xs" lh={1.2}>
        {t('unit.beijingShort', { time: beijing })}
      </Text>
      <Text size="xs" lh={1.2}>
        {t(`status.${unit.status}`)}
      </Text>
      {unit.peakTime && (
        <Badge size="xs" color="orange" variant="light" c="dark.7">
          {t('unit.peakBadge')}
          {unit.peakCoinCount > 0 ? ` ${t('unit.coins', { count: unit.peakCoinCount })}` : ''}
        </Badge>
      )}
    </Stack>
  );

  const tone = TONE[unit.status] ?? 'gray';
  return (
    <Stack gap={2}>
      {action === 'open' || action === 'standby' ? (
        <Button
          variant={picked ? 'filled' : 'light'}
          color={tone}
          c={picked ? undefined : 'dark.7'}
          h="auto"
          py={6}
          px={8}
          w="100%"
          aria-label={name}
          aria-pressed={picked}
          aria-describedby={errorId}
          onClick={() => onToggle(unit)}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {face}
        </Button>
      ) : action === 'cancel' ? (
        <Button
          variant="outline"
          color={tone}
          c="dark.7"
          h="auto"
          py={6}
          px={8}
          w="100%"
          aria-label={name}
          onClick={() => onCancel(unit)}
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {face}
        </Button>
      ) : (
        <Paper withBorder py={6} px={8} bg="gray.0" role="group" aria-label={name}>
          {face}
        </Paper>
      )}
      {error && (
        <Text id={errorId} size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
