import { Button, Group, Text } from '@mantine/core';
import { classJoinable, JOINABLE_STATUSES, type TeacherClass } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openRoom } from '../../../lib/open-room';
import { useJoinLink } from '../api/schedule-mutations';
import { useClassClock } from '../hooks/use-class-clock';
import { countdown, type Countdown } from '../lib/next-class';
import { fullText, unitTimes } from '../lib/time-labels';

/**
 * The next class's "starts in ..." and its Join button, on their own clock: this small part
 * renders again as the minutes pass, not the card or the page. Join follows the contracts'
 * rule (a booked or running class, from 15 minutes before its start); at the end the card is
 * told (`onEnded`) so it reads the next class.
 */
export function NextClassTiming({
  cls,
  zone,
  onEnded,
}: {
  cls: TeacherClass;
  zone: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation('schedule');
  const now = useClassClock(cls);
  const joinLink = useJoinLink();
  const state = countdown(cls, now);
  const ended = state.phase === 'ended';
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  const joinable = classJoinable(
    { status: cls.status, startsAt: cls.startTime, endsAt: cls.endTime },
    now,
  );
  // Booked: the room opens at its time; opened or offered: once children are booked.
  const booked = JOINABLE_STATUSES.includes(cls.status);
  return (
    <Group justify="space-between" align="center" gap="sm">
      {/* A timer is not read out as it changes (its implicit aria-live is off). */}
      <Text fw={700} size="lg" role="timer">
        {countdownText(state, t)}
      </Text>
      {joinable ? (
        <Button
          size="md"
          aria-label={t('home.joinLabel', { time: fullText(unitTimes(cls.startTime, zone).local) })}
          onClick={() => openRoom(() => joinLink(cls.classId))}
        >
          {t('home.join')}
        </Button>
      ) : (
        !ended && (
          <Text size="sm">{booked ? t('home.joinOpens') : t('home.joinOpensOnceBooked')}</Text>
        )
      )}
    </Group>
  );
}

function countdownText(state: Countdown, t: TFunction<'schedule'>): string {
  if (state.phase === 'ended') return t('home.ended');
  if (state.phase === 'running') return t('home.running', { minutes: state.minutesLeft });
  if (state.days > 0) return t('home.startsInDays', { days: state.days, hours: state.hours });
  if (state.hours > 0)
    return t('home.startsInHours', { hours: state.hours, minutes: state.minutes });
  return t('home.startsInMinutes', { minutes: state.minutes });
}
