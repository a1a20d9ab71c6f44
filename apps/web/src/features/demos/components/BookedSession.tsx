import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DEMO_COURSES,
  isRoomOpen,
  mayCancel,
  sessionMoveRefusal,
  type DemoBooking,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/dates';
import { openRoom } from '../../../lib/open-room';
import { fetchRoomLink, useCancelDemo } from '../api/demo-actions';
import { useClockSkew } from '../api/server-clock';
import type { DemoPage } from '../lib/demo-pages';
import { gapChangeBefore, gapSize, offsetLabel } from '../lib/time-zone';
import { dayLabel } from './BookableTimes';

/** What to have ready before a live session (issue 36: applicants expect a short list). */
const CHECKLIST = ['place', 'device', 'material'] as const;

/**
 * The server's time, re-read every 30 seconds: the Join button opens on time without a
 * reload, even on a device whose clock is wrong.
 */
function useNow(): number {
  const skew = useClockSkew();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now + skew;
}

/**
 * The booked session (spec section 4's actions): its time in the applicant's zone, Join from
 * 10 minutes before the start, Change time and Cancel while the rules allow (Cancel after a
 * confirmation; Change time opens the free times below, decision 068).
 */
export function BookedSession({
  page,
  booking,
  zone,
  cancelNum,
  onChangeTime,
}: {
  page: DemoPage;
  booking: DemoBooking;
  zone: string;
  cancelNum: number;
  onChangeTime: () => void;
}) {
  const { t } = useTranslation('application');
  const now = useNow();
  const course = DEMO_COURSES[booking.courseType];
  const cancel = useCancelDemo(page);
  const [confirming, setConfirming] = useState(false);
  const open = isRoomOpen({ startsAt: booking.startTime, endsAt: booking.endTime }, now);
  const cancellable = mayCancel(booking.courseType, booking.startTime, now);
  // Late cancellations are not on the screen's wire: the server still refuses a move they stop.
  const movable =
    sessionMoveRefusal({
      courseType: booking.courseType,
      startsAt: booking.startTime,
      now,
      history: { cancelNum, lateMisses: 0 },
    }) === undefined;

  const gapChange = gapChangeBefore(booking, zone, now);
  const gapText = (minutes: number) =>
    t(`demos.session.gap.${minutes > 0 ? 'ahead' : minutes < 0 ? 'behind' : 'same'}`, {
      size: gapSize(minutes),
    });

  const confirmCancel = () =>
    cancel.mutate(booking.startTime, { onSettled: () => setConfirming(false) });

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="session-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="session-title">
          {t('demos.session.heading', { course: course.label })}
        </Title>
        <Text>
          {t('demos.session.when', {
            day: dayLabel(booking.startTime, zone),
            start: formatTime(booking.startTime, zone),
            end: formatTime(booking.endTime, zone),
            offset: offsetLabel(zone, booking.startTime),
          })}
        </Text>
        {booking.staffFirstName && (
          <Text size="sm">{t('demos.session.with', { name: booking.staffFirstName })}</Text>
        )}
        {gapChange && (
          <Alert color="blue" title={t('demos.session.gap.title')}>
            {t('demos.session.gap.text', {
              day: dayLabel(booking.startTime, zone),
              thatDay: gapText(gapChange.thatDay),
              today: gapText(gapChange.today),
            })}
          </Alert>
        )}
        <Text size="sm">{open ? t('demos.session.roomOpen') : t('demos.session.roomLater')}</Text>
        <Group gap="sm">
          <Button onClick={() => openRoom(fetchRoomLink)} disabled={!open}>
            {t('demos.session.join')}
          </Button>
          {movable && (
            <Button variant="default" onClick={onChangeTime}>
              {t('demos.session.changeTime')}
            </Button>
          )}
          {cancellable && (
            <Button variant="default" onClick={() => setConfirming(true)}>
              {t('demos.session.cancel')}
            </Button>
          )}
        </Group>
        {!cancellable && !open && <Text size="sm">{t('demos.session.tooLateToCancel')}</Text>}
        <Title order={3} size="h5" mt="xs" id="session-checklist">
          {t('demos.session.checklistTitle')}
        </Title>
        <List size="sm" spacing={4} aria-labelledby="session-checklist">
          {CHECKLIST.map((item) => (
            <List.Item key={item}>{t(`demos.session.checklist.${item}`)}</List.Item>
          ))}
        </List>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => !cancel.isPending && setConfirming(false)}
        title={t('demos.cancel.title', { course: course.label })}
        centered
      >
        <Text>
          {t(page === 'interview' ? 'demos.cancel.interviewRule' : 'demos.cancel.trainingRule')}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => setConfirming(false)}
            disabled={cancel.isPending}
          >
            {t('demos.cancel.keep')}
          </Button>
          <Button color="red" onClick={confirmCancel} loading={cancel.isPending}>
            {t('demos.cancel.submit')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
