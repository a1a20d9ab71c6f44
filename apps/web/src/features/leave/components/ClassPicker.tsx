import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { SLOT, TEACHER_ROUTES } from '@portal/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueMessage } from '../../../lib/api-client';
import { useSiteConfig } from '../../site/public';
import { fullText, unitTimes } from '../../schedule/public';
import {
  groupByDay,
  isPickable,
  pickableDays,
  slotsInDays,
  togglePick,
  type CourseDay,
  type LeaveCourse,
} from '../lib/leave-picks';

type PickMode = 'classes' | 'day' | 'range';

interface ClassPickerProps {
  courses: readonly LeaveCourse[];
  zone: string;
  picks: readonly number[];
  onPicks: (picks: number[]) => void;
  /** A refused class's message from the server, by slot id (a refused confirmation). */
  errors: ReadonlyMap<number, string>;
  disabled?: boolean;
}

/**
 * The teacher's held times of the next five weeks, day by day in her own time: picked one by
 * one, a whole day at once, or a range of days (the day and range pickers tick the boxes,
 * which stay the teacher's to change). A fixed class's week leaves from its own page.
 */
export function ClassPicker({ courses, zone, picks, onPicks, errors, disabled }: ClassPickerProps) {
  const { t } = useTranslation('leave');
  const days = useMemo(() => groupByDay(courses, zone), [courses, zone]);
  const offered = useMemo(() => pickableDays(days), [days]);
  const [mode, setMode] = useState<PickMode>('classes');
  const firstDate = offered[0]?.date ?? '';
  const [from, setFrom] = useState(firstDate);
  const [to, setTo] = useState(firstDate);
  const dayOptions = offered.map((day) => ({
    value: day.date,
    label: `${day.weekday} ${day.date}`,
  }));
  // A day no longer offered (its times went by) falls back to the first one.
  const known = (date: string) => (offered.some((day) => day.date === date) ? date : firstDate);
  const fromDate = known(from);
  const toDate = known(to);

  const chooseMode = (value: string) => {
    const next = value as PickMode;
    setMode(next);
    if (next === 'day') onPicks(slotsInDays(days, fromDate, fromDate));
    if (next === 'range') onPicks(slotsInDays(days, fromDate, toDate));
  };
  const chooseFrom = (date: string) => {
    setFrom(date);
    onPicks(slotsInDays(days, date, mode === 'day' ? date : toDate));
  };
  const chooseTo = (date: string) => {
    setTo(date);
    onPicks(slotsInDays(days, fromDate, date));
  };

  if (days.length === 0) return <Text>{t('pick.empty')}</Text>;
  return (
    <Stack gap="md">
      <Box>
        <Text size="sm" fw={600} id="pick-mode-label" mb={4}>
          {t('pick.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby="pick-mode-label"
          value={mode}
          onChange={chooseMode}
          disabled={disabled || offered.length === 0}
          fullWidth
          data={[
            { value: 'classes', label: t('pick.modes.classes') },
            { value: 'day', label: t('pick.modes.day') },
            { value: 'range', label: t('pick.modes.range') },
          ]}
        />
      </Box>
      {mode !== 'classes' && offered.length > 0 && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={mode === 'day' ? t('pick.day') : t('pick.from')}
            data={dayOptions}
            value={fromDate}
            onChange={(event) => chooseFrom(event.currentTarget.value)}
            disabled={disabled}
          />
          {mode === 'range' && (
            <NativeSelect
              label={t('pick.to')}
              data={dayOptions}
              value={toDate}
              onChange={(event) => chooseTo(event.currentTarget.value)}
              disabled={disabled}
            />
          )}
        </Group>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          {t('pick.picked', { count: picks.length })}
        </Text>
        <Button
          size="xs"
          variant="default"
          onClick={() => onPicks([])}
          disabled={disabled || picks.length === 0}
        >
          {t('pick.clear')}
        </Button>
      </Group>
      <Stack gap="sm">
        {days.map((day) => (
          <DayList
            key={day.date}
            day={day}
            zone={zone}
            picks={picks}
            errors={errors}
            disabled={disabled}
            onToggle={(slotId) => onPicks(togglePick(picks, slotId))}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DayList({
  day,
  zone,
  picks,
  errors,
  disabled,
  onToggle,
}: {
  day: CourseDay;
  zone: string;
  picks: readonly number[];
  errors: ReadonlyMap<number, string>;
  disabled?: boolean;
  onToggle: (slotId: number) => void;
}) {
  const id = useId();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} size="h6" id={id}>
          {`${day.weekday} ${day.date}`}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {day.courses.map((course) => (
            <li key={course.slotId}>
              <CourseRow
                course={course}
                zone={zone}
                picked={picks.includes(course.slotId)}
                error={errors.get(course.slotId)}
                disabled={disabled}
                onToggle={() => onToggle(course.slotId)}
              />
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function CourseRow({
  course,
  zone,
  picked,
  error,
  disabled,
  onToggle,
}: {
  course: LeaveCourse;
  zone: string;
  picked: boolean;
  error?: string;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('leave');
  useSiteConfig();
  const times = unitTimes(course.startTime, zone);
  const label = `${fullText(times.local)} · ${course.label}`;
  const details = [
    t('time.beijing', { time: times.beijing.time }),
    course.status === SLOT.BOOKED
      ? t('pick.students', { count: course.students })
      : t(`slotStatus.${course.status}`),
    ...(course.tier ? [t(`tiers.${course.tier}`)] : []),
    ...(course.standbyHeld ? [t('pick.standbyHeld')] : []),
  ].join(' · ');
  const refusal = course.refusal ? catalogueMessage(course.refusal) : null;
  const badges = course.peakTime ? (
    <Badge component="span" size="xs" color="orange" variant="light" c="dark.7">
      {t('pick.peak')}
    </Badge>
  ) : null;

  if (course.periodId !== null)
    return (
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {badges}
        </Group>
        <Text size="xs">{details}</Text>
        {!course.lock && (
          <Anchor
            component={Link}
            size="sm"
            to={`${TEACHER_ROUTES.bookingCancellation}?periodId=${course.periodId}&startTime=${course.startTime}`}
            aria-label={t('pick.fixedLeaveFor', { time: fullText(times.local) })}
          >
            {t('pick.fixedLeave')}
          </Anchor>
        )}
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Checkbox
        checked={picked}
        onChange={onToggle}
        disabled={disabled || !isPickable(course)}
        label={
          <Group gap="xs" component="span">
            <Text span size="sm" fw={600}>
              {label}
            </Text>
            {badges}
          </Group>
        }
        description={
          <>
            {course.lock ? `${details} · ${t('pick.locked')}` : details}
            {refusal && (
              <Text component="span" display="block" size="xs" c="dark.7" fw={600}>
                {refusal}
              </Text>
            )}
          </>
        }
        error={error}
      />
    </Stack>
  );
}
