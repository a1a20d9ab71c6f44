import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TEACHER_ROUTES, type TeacherClass } from '@portal/contracts';
import { lazy, Suspense, useCallback, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useNextClass } from '../api/schedule-queries';
import { AddToCalendarMenu } from './AddToCalendarMenu';
import { ChildrenList } from './ChildrenList';
import { NextClassTiming } from './NextClassTiming';
import { TimeWithBeijing } from './TimeWithBeijing';

// The check's dialog is its own chunk: loaded when the teacher asks for it, not with the home.
const DeviceCheckDialog = lazy(() =>
  import('./DeviceCheckDialog').then((m) => ({ default: m.DeviceCheckDialog })),
);

/**
 * The home page's first part (decision 061): the next class, when it starts, Join when its
 * room is open, its children, and a check of the camera, microphone and connection.
 */
export function NextClassCard({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const next = useNextClass();
  const refetch = next.refetch;
  const onEnded = useCallback(() => void refetch(), [refetch]);
  const [checking, setChecking] = useState(false);
  // The class renders at a low priority, in slices (the skeleton stays until it does).
  const answer = useDeferredValue(next.data);
  const cls = answer?.nextClass;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby={id}
      bd="2px solid var(--mantine-primary-color-filled)"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {cls === null ? t('home.noneTitle') : t('home.nextTitle')}
        </Title>
        {answer === undefined && !next.isError && (
          <Skeleton height={280} role="status" aria-label={t('home.loading')} />
        )}
        {next.isError && (
          <LoadFailed
            error={next.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={onEnded}
          />
        )}
        {cls === null && (
          <Text>
            {t('home.none')}{' '}
            <Anchor component={Link} to={TEACHER_ROUTES.bookingSchedule}>
              {t('home.openSlots')}
            </Anchor>
          </Text>
        )}
        {cls && <NextClass cls={cls} zone={zone} onEnded={onEnded} />}
        <Group>
          {cls && <AddToCalendarMenu cls={cls} zone={zone} />}
          <Button variant="default" onClick={() => setChecking(true)}>
            {t('home.checkDevice')}
          </Button>
        </Group>
      </Stack>
      {checking && (
        <Suspense>
          <DeviceCheckDialog onClose={() => setChecking(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

function NextClass({
  cls,
  zone,
  onEnded,
}: {
  cls: TeacherClass;
  zone: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation('schedule');
  return (
    <>
      <Group gap="xs">
        <Text fw={700} size="lg">
          {cls.label}
        </Text>
        {cls.peakTime && (
          <Badge color="orange" variant="light" c="dark.7">
            {t('unit.peakBadge')}
          </Badge>
        )}
      </Group>
      {(cls.topic || cls.lesson) && (
        <Text size="sm">
          {t('classes.topicLesson', {
            topic: cls.topic ?? t('classes.unknown'),
            lesson: cls.lesson ?? t('classes.unknown'),
          })}
        </Text>
      )}
      <TimeWithBeijing
        at={cls.startTime}
        zone={zone}
        beijing={(time) => t('home.beijing', { time })}
      />
      {/* A new class starts its own clock. */}
      <NextClassTiming key={cls.classId} cls={cls} zone={zone} onEnded={onEnded} />
      <Title order={3} size="h5">
        {t('home.childrenTitle', { count: cls.students.length })}
      </Title>
      <ChildrenList students={cls.students} />
    </>
  );
}
