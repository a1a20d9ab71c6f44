import { Badge, Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SlotUnit } from '@portal/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayMode } from '../lib/day-mode';
import { unitAction } from '../lib/selection';
import { faceTimes, fullText, unitTimes } from '../lib/time-labels';
import { QUIET_STATES, showsStudents, UNIT_LOOKS, unitState } from '../lib/unit-states';
import classes from './UnitButton.module.css';

interface UnitButtonProps {
  unit: SlotUnit;
  zone: string;
  mode: DayMode;
  now: number;
  picked: boolean;
  error?: string;
  onToggle: (unit: SlotUnit) => void;
  onCancel: (unit: SlotUnit) => void;
}

/**
 * One unit: the teacher's own time, the Beijing time beside it, its state in words with its
 * own ground, edge and mark (decision 062), and the peak marker. A unit the teacher may pick
 * is a toggle button (`aria-pressed`); one she holds and may give back is a button that asks
 * first; the others are a named group. What is over is muted and offers nothing.
 */
export function UnitButton(props: UnitButtonProps) {
  const { unit, zone, mode, now, picked, error, onToggle, onCancel } = props;
  const { t } = useTranslation('schedule');
  const times = unitTimes(unit.startTime, zone);
  const state = unitState(unit, now);
  const quiet = QUIET_STATES.has(state);
  const look = UNIT_LOOKS[state];
  const action = quiet ? null : unitAction(unit);
  const label = t(`unitState.${state}`);
  const students = showsStudents(state) ? t('unit.students', { count: unit.students }) : null;
  const parts = [
    t('unit.name', {
      local: fullText(times.local),
      beijing: times.sameDate
        ? times.beijing.time
        : `${times.beijing.weekday} ${times.beijing.time}`,
      status: label,
    }),
  ];
  if (students) parts.push(students);
  if (unit.peakTime && !quiet) parts.push(t('unit.peak'));
  if (action === 'cancel') parts.push(t('unit.giveBack'));
  const name = parts.join(', ');
  const errorId = error ? `unit-error-${unit.startTime}` : undefined;
  const face = faceTimes(times, mode);

  const content = (
    <Stack gap={0} align="center">
      <Text fw={700} size="sm" lh={1.2} span>
        {face.local}
      </Text>
      <Text size="xs" lh={1.2} span>
        {t('unit.beijingShort', { time: face.beijing })}
      </Text>
      <Text size="xs" lh={1.2} fw={quiet ? 400 : 600} span>
        {state === 'past' ? (
          t('grid.pastMark')
        ) : (
          <>
            <span className={classes.mark} aria-hidden>
              {look.mark}
            </span>
            {label}
          </>
        )}
      </Text>
      {students && (
        <Text size="xs" lh={1.2} span>
          {students}
        </Text>
      )}
      {unit.peakTime && !quiet && (
        <Badge size="xs" color="orange" variant="light" c="dark.7">
          {t('unit.peakBadge')}
          {unit.peakCoinCount > 0 ? ` ${t('unit.coins', { count: unit.peakCoinCount })}` : ''}
        </Badge>
      )}
    </Stack>
  );

  const style = {
    '--unit-ground': `var(--mantine-color-${look.color}-${showsStudents(state) ? 1 : 0})`,
    '--unit-edge': `var(--mantine-color-${look.color}-7)`,
    '--unit-fill': `var(--mantine-color-${look.color}-8)`,
  } as CSSProperties;
  const common = {
    className: classes.unit,
    style,
    'data-state': state,
    'data-edge': look.edge,
    'data-quiet': quiet || undefined,
  };
  return (
    <Stack gap={2}>
      {action === 'open' || action === 'standby' ? (
        <UnstyledButton
          {...common}
          data-picked={picked || undefined}
          aria-label={name}
          aria-pressed={picked}
          aria-describedby={errorId}
          onClick={() => onToggle(unit)}
        >
          {content}
        </UnstyledButton>
      ) : action === 'cancel' ? (
        <UnstyledButton {...common} aria-label={name} onClick={() => onCancel(unit)}>
          {content}
        </UnstyledButton>
      ) : (
        <Box {...common} role="group" aria-label={name}>
          {content}
        </Box>
      )}
      {error && (
        <Text id={errorId} size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
