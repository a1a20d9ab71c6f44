import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEMO_COURSE_TYPES,
  DEMO_COURSES,
  type DemoCourseType,
  DEMO_COURSE,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { usePublishTimes } from '../api/own-times';
import { expandPattern, PATTERN_MAX_WEEKS } from '../lib/publish-pattern';

/**
 * Publishes times in the member's own zone: one day's start times (comma-separated), or the
 * same on that weekday for up to five weeks. The server takes all of them or none.
 */
export function PublishTimesForm({ zone }: { zone: string }) {
  const { t } = useTranslation('console');
  const publish = usePublishTimes();
  const [courseType, setCourseType] = useState<DemoCourseType>(DEMO_COURSE.INTERVIEW);
  const [date, setDate] = useState('');
  const [times, setTimes] = useState('');
  const [weeks, setWeeks] = useState<number | string>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startTimes = expandPattern(
      { date, times: times.split(/[\s,]+/).filter(Boolean), weeks: Number(weeks) || 1 },
      zone,
    );
    setInvalid(startTimes.length === 0);
    setFailure(null);
    if (startTimes.length === 0) return;
    publish.mutate(
      { courseType, startTimes, timeZone: zone },
      {
        onSuccess: (published) => {
          toast.success(t('sessions.publish.done', { count: published.length }));
          setTimes('');
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="publish-title">
      <form onSubmit={submit} aria-labelledby="publish-title" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="publish-title">
            {t('sessions.publish.heading')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              label={t('sessions.publish.course')}
              data={DEMO_COURSE_TYPES.map((type) => ({
                value: type,
                label: t('sessions.publish.courseOption', {
                  course: DEMO_COURSES[type].label,
                  minutes: DEMO_COURSES[type].minutes,
                }),
              }))}
              value={courseType}
              onChange={(value) => value && setCourseType(value as DemoCourseType)}
              allowDeselect={false}
              w={240}
            />
            <TextInput
              type="date"
              label={t('sessions.publish.date')}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
              w={180}
            />
            <TextInput
              label={t('sessions.publish.times')}
              description={t('sessions.publish.timesHint')}
              value={times}
              onChange={(event) => setTimes(event.currentTarget.value)}
              error={invalid ? t('sessions.publish.invalid') : undefined}
              required
              w={240}
            />
            <NumberInput
              label={t('sessions.publish.weeks')}
              description={t('sessions.publish.weeksHint', { max: PATTERN_MAX_WEEKS })}
              value={weeks}
              onChange={setWeeks}
              min={1}
              max={PATTERN_MAX_WEEKS}
              w={180}
            />
          </Group>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={publish.isPending}>
              {t('sessions.publish.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
