import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { DEMO_COURSES, OPS_ROUTES, fillPath, type AvailabilitySlot } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../../lib/dates';
import { weekColumns } from '../lib/week-columns';
import classes from './OwnTimesCalendar.module.css';

/**
 * The week as a calendar: a column per day, each time a block with its kind and who booked
 * it. Wider than a phone: it scrolls sideways there (the list reads better on a phone).
 */
export function OwnTimesCalendar({
  weekStart,
  slots,
  zone,
}: {
  weekStart: number;
  slots: readonly AvailabilitySlot[];
  zone: string;
}) {
  const { t } = useTranslation('console');
  return (
    // Focusable, so the keyboard scrolls it too.
    <div
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label={t('sessions.list.calendarScroll')}
    >
      <div className={classes.grid} role="list" aria-label={t('sessions.list.calendarLabel')}>
        {weekColumns(weekStart, slots, zone).map((column) => (
          <section
            key={column.day}
            role="listitem"
            aria-label={column.day}
            className={classes.column}
          >
            <Title order={3} size="h6" className={classes.day}>
              {column.day}
            </Title>
            <Stack gap={4}>
              {column.slots.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('sessions.list.noTimes')}
                </Text>
              )}
              {column.slots.map((slot) => (
                <Paper
                  key={slot.slotId}
                  withBorder
                  p={6}
                  className={slot.booking ? classes.booked : classes.free}
                >
                  <Text size="xs" fw={600}>
                    {formatTime(slot.startTime, zone)}-{formatTime(slot.endTime, zone)}
                  </Text>
                  <Text size="xs">{DEMO_COURSES[slot.courseType].label}</Text>
                  {slot.booking ? (
                    <>
                      <Link
                        className={classes.who}
                        to={fillPath(OPS_ROUTES.session, { bookingId: slot.booking.bookingId })}
                      >
                        {slot.booking.email}
                      </Link>
                      {slot.unmarked && (
                        <Badge size="xs" color="yellow.4" c="dark.9">
                          {t('sessions.list.unmarked')}
                        </Badge>
                      )}
                    </>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('sessions.list.free')}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          </section>
        ))}
      </div>
    </div>
  );
}
