import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DEMO_COURSES, type DemoBooking, type DemoTime } from '@portal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { formatDate, formatTime, inZone } from '../../../lib/dates';
import { errorMessage } from '../../../lib/api-error';
import { useBookDemo, useMoveDemo } from '../api/demo-actions';
import { useDemoTimes } from '../api/demo-times';
import { DEMO_PAGES, type DemoPage } from '../lib/demo-pages';
import { groupByDay, weekRange } from '../lib/time-groups';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * This week's free times of the page's course, by day in the applicant's zone, morning and
 * afternoon apart; a time is booked after a confirmation naming it. With `moving`, the list
 * offers the booked session's new time (Change time, decision 068): one call moves it, and a
 * time taken meanwhile is said in the confirmation, the booking left as it was.
 */
export function BookableTimes({
  page,
  zone,
  moving,
  onKeep,
}: {
  page: DemoPage;
  zone: string;
  moving?: DemoBooking;
  onKeep?: () => void;
}) {
  const { t } = useTranslation('application');
  const course = DEMO_COURSES[DEMO_PAGES[page].courseType];
  // The week from when the page opened: a new range (and request) only when the zone changes.
  const [openedAt] = useState(Date.now);
  const range = useMemo(() => weekRange(openedAt, zone), [openedAt, zone]);
  const times = useDemoTimes(page, range, true);
  const book = useBookDemo(page);
  const move = useMoveDemo(page);
  const pending = book.isPending || move.isPending;
  const [chosen, setChosen] = useState<DemoTime | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Change time opens this list below the session: the reader is taken to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moving) heading.current?.focus();
  }, [moving]);
  const days = useMemo(() => groupByDay(times.data ?? [], zone), [times.data, zone]);
  const choose = (time: DemoTime | null) => {
    setRefusal(null);
    setChosen(time);
  };

  const confirm = () => {
    if (!chosen) return;
    const startTime = chosen.startTime;
    if (moving)
      move.mutate(
        { bookingId: moving.bookingId, startTime, timeZone: zone },
        { onSuccess: () => setChosen(null), onError: (error) => setRefusal(errorMessage(error)) },
      );
    else book.mutate({ startTime, timeZone: zone }, { onSettled: () => setChosen(null) });
  };

  return (
    <Stack component="section" aria-labelledby="times-title" gap="sm">
      <Title order={2} size="h3" id="times-title" ref={heading} tabIndex={-1}>
        {t(moving ? 'demos.move.heading' : 'demos.times.heading', { course: course.label })}
      </Title>
      <Text size="sm">
        {course.teachingMinutes
          ? t('demos.times.introTeaching', { minutes: course.minutes, ...course.teachingMinutes })
          : t('demos.times.intro', { minutes: course.minutes })}
      </Text>
      {moving && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t(page === 'interview' ? 'demos.move.interviewRule' : 'demos.move.trainingRule')}
          </Text>
          <Button variant="default" onClick={onKeep}>
            {t('demos.move.keep')}
          </Button>
        </Group>
      )}
      {times.isPending && <LoadingIndicator label={t('common.loading')} />}
      {times.isError && (
        <LoadFailed
          error={times.error}
          title={t('demos.times.loadFailed')}
          retryLabel={t('application.retry')}
          onRetry={() => void times.refetch()}
        />
      )}
      {times.isSuccess && days.length === 0 && <Text>{t('demos.times.none')}</Text>}
      {days.map((day) => (
        <Stack key={day.day} gap={4} component="section" aria-label={dayLabel(day.first, zone)}>
          <Title order={3} size="h5">
            {dayLabel(day.first, zone)}
          </Title>
          {(['am', 'pm'] as const).map((half) =>
            day[half].length > 0 ? (
              <Group key={half} gap="xs" role="group" aria-label={t(`demos.times.${half}`)}>
                <Text size="sm" w={90}>
                  {t(`demos.times.${half}`)}
                </Text>
                {day[half].map((time) => (
                  <Button
                    key={time.startTime}
                    variant="default"
                    size="compact-md"
                    onClick={() => choose(time)}
                    aria-label={`${dayLabel(time.startTime, zone)} ${formatTime(time.startTime, zone)}`}
                  >
                    {formatTime(time.startTime, zone)}
                  </Button>
                ))}
              </Group>
            ) : null,
          )}
        </Stack>
      ))}
      <Modal
        opened={chosen !== null}
        onClose={() => !pending && choose(null)}
        title={t(moving ? 'demos.move.title' : 'demos.book.title', { course: course.label })}
        centered
      >
        {chosen && (
          <Text>
            {t(moving ? 'demos.move.confirm' : 'demos.book.confirm', {
              course: course.label,
              from: moving
                ? `${dayLabel(moving.startTime, zone)} ${formatTime(moving.startTime, zone)}`
                : '',
              day: dayLabel(chosen.startTime, zone),
              time: formatTime(chosen.startTime, zone),
              minutes: course.minutes,
            })}
          </Text>
        )}
        <div aria-live="polite">
          {refusal && (
            <Alert color="red" mt="sm" title={t('demos.move.refused')}>
              {refusal}
            </Alert>
          )}
        </div>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => choose(null)} disabled={pending}>
            {t('demos.book.back')}
          </Button>
          <Button onClick={confirm} loading={pending} disabled={refusal !== null}>
            {t(moving ? 'demos.move.submit' : 'demos.book.submit')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** `Tue 2031/03/04` in the zone. */
export function dayLabel(at: number, zone: string): string {
  return `${inZone(at, zone).format('ddd')} ${formatDate(at, zone)}`;
}
