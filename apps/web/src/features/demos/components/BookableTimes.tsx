import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { DEMO_COURSES, type DemoTime } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { formatDate, formatTime, inZone } from '../../../lib/dates';
import { useBookDemo } from '../api/demo-actions';
import { useDemoTimes } from '../api/demo-times';
import { DEMO_PAGES, type DemoPage } from '../lib/demo-pages';
import { groupByDay, weekRange } from '../lib/time-groups';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * This week's free times of the page's course, by day in the applicant's zone, morning and
 * afternoon apart; a time is booked after a confirmation naming it.
 */
export function BookableTimes({ page, zone }: { page: DemoPage; zone: string }) {
  const { t } = useTranslation('application');
  const course = DEMO_COURSES[DEMO_PAGES[page].courseType];
  // The week from when the page opened: a new range (and request) only when the zone changes.
  const [openedAt] = useState(Date.now);
  const range = useMemo(() => weekRange(openedAt, zone), [openedAt, zone]);
  const times = useDemoTimes(page, range, true);
  const book = useBookDemo(page);
  const [chosen, setChosen] = useState<DemoTime | null>(null);
  const days = useMemo(() => groupByDay(times.data ?? [], zone), [times.data, zone]);

  const confirm = () => {
    if (!chosen) return;
    book.mutate(
      { startTime: chosen.startTime, timeZone: zone },
      { onSettled: () => setChosen(null) },
    );
  };

  return (
    <Stack component="section" aria-labelledby="times-title" gap="sm">
      <Title order={2} size="h3" id="times-title">
        {t('demos.times.heading', { course: course.label })}
      </Title>
      <Text size="sm">
        {course.teachingMinutes
          ? t('demos.times.introTeaching', { minutes: course.minutes, ...course.teachingMinutes })
          : t('demos.times.intro', { minutes: course.minutes })}
      </Text>
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
                    onClick={() => setChosen(time)}
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
        onClose={() => !book.isPending && setChosen(null)}
        title={t('demos.book.title', { course: course.label })}
        centered
      >
        {chosen && (
          <Text>
            {t('demos.book.confirm', {
              course: course.label,
              day: dayLabel(chosen.startTime, zone),
              time: formatTime(chosen.startTime, zone),
              minutes: course.minutes,
            })}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setChosen(null)} disabled={book.isPending}>
            {t('demos.book.back')}
          </Button>
          <Button onClick={confirm} loading={book.isPending}>
            {t('demos.book.submit')}
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
