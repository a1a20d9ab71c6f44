import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  DAY_MS,
  DEMO_COURSES,
  OPS_ROUTES,
  fillPath,
  type AvailabilitySlot,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatTime, inZone } from '../../../../lib/dates';
import { toast } from '../../../../lib/toast';
import { useOwnTimes, useWithdrawTime } from '../api/own-times';
import { OwnTimesCalendar } from './OwnTimesCalendar';

/**
 * One week of the member's times, in their zone, as a list by day (withdraw a free time there)
 * or as a week calendar: who booked, and what is unmarked.
 */
export function OwnTimesList({ zone }: { zone: string }) {
  const { t } = useTranslation('console');
  const [openedAt] = useState(Date.now);
  const [week, setWeek] = useState(0);
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const range = useMemo(() => {
    const start = inZone(openedAt, zone)
      .startOf('day')
      .add(week * 7, 'day');
    return { startTime: start.valueOf(), endTime: start.add(7, 'day').valueOf() };
  }, [openedAt, zone, week]);
  const times = useOwnTimes(range);
  const withdraw = useWithdrawTime();
  const days = useMemo(() => byDay(times.data ?? [], zone), [times.data, zone]);

  return (
    <Stack component="section" aria-labelledby="own-times-title" gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="own-times-title">
          {t('sessions.list.heading', {
            from: formatDate(range.startTime, zone),
            to: formatDate(range.endTime - DAY_MS, zone),
          })}
        </Title>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'calendar' ? 'calendar' : 'list')}
            data={[
              { value: 'list', label: t('sessions.list.asList') },
              { value: 'calendar', label: t('sessions.list.asCalendar') },
            ]}
            aria-label={t('sessions.list.view')}
          />
          <Button variant="default" size="xs" onClick={() => setWeek(week - 1)}>
            {t('sessions.list.previous')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(0)} disabled={week === 0}>
            {t('sessions.list.thisWeek')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setWeek(week + 1)}>
            {t('sessions.list.next')}
          </Button>
        </Group>
      </Group>
      {times.isPending && <LoadingIndicator label={t('common.loading')} />}
      {times.isError && (
        <Alert color="red" role="alert">
          {errorMessage(times.error)}
        </Alert>
      )}
      {times.isSuccess && days.length === 0 && <Text>{t('sessions.list.none')}</Text>}
      {view === 'calendar' && times.isSuccess && days.length > 0 && (
        <OwnTimesCalendar weekStart={range.startTime} slots={times.data} zone={zone} />
      )}
      {(view === 'list' ? days : []).map(([day, slots]) => (
        <Paper key={day} withBorder p="sm" component="section" aria-label={day}>
          <Title order={3} size="h5" mb="xs">
            {day}
          </Title>
          <Stack gap={6}>
            {slots.map((slot) => (
              <Group
                key={slot.slotId}
                gap="sm"
                wrap="wrap"
                role="group"
                aria-label={label(slot, zone)}
              >
                <Text fw={600} w={110}>
                  {formatTime(slot.startTime, zone)}-{formatTime(slot.endTime, zone)}
                </Text>
                <Text w={130}>{DEMO_COURSES[slot.courseType].label}</Text>
                {slot.booking ? (
                  <>
                    <Link to={fillPath(OPS_ROUTES.session, { bookingId: slot.booking.bookingId })}>
                      {slot.booking.email}
                    </Link>
                    <Badge variant="light">{t(`sessions.status.${slot.booking.status}`)}</Badge>
                    {slot.unmarked && (
                      <Badge color="yellow.4" c="dark.9">
                        {t('sessions.list.unmarked')}
                      </Badge>
                    )}
                  </>
                ) : (
                  <>
                    <Text c="dimmed">{t('sessions.list.free')}</Text>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() =>
                        withdraw.mutate(slot.slotId, { onError: (error) => toast.error(error) })
                      }
                      disabled={withdraw.isPending}
                    >
                      {t('sessions.list.withdraw')}
                    </Button>
                  </>
                )}
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function label(slot: AvailabilitySlot, zone: string): string {
  return `${formatTime(slot.startTime, zone)} ${DEMO_COURSES[slot.courseType].label}`;
}

function byDay(slots: readonly AvailabilitySlot[], zone: string): [string, AvailabilitySlot[]][] {
  const days = new Map<string, AvailabilitySlot[]>();
  for (const slot of slots) {
    const day = `${inZone(slot.startTime, zone).format('ddd')} ${formatDate(slot.startTime, zone)}`;
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()];
}
