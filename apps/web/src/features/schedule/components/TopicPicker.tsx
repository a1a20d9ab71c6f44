import { Alert, Group, Select, Skeleton, Text } from '@mantine/core';
import type { CourseType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { useTopics } from '../api/schedule-queries';

interface TopicPickerProps {
  courseType: CourseType;
  topic: string | null;
  lesson: string | null;
  onTopic: (topic: string | null) => void;
  onLesson: (lesson: string | null) => void;
}

/** A workshop's topic and lesson, from the theme list; both are required to open. */
export function TopicPicker({ courseType, topic, lesson, onTopic, onLesson }: TopicPickerProps) {
  const { t } = useTranslation('schedule');
  const themes = useTopics(courseType);
  if (themes.isPending)
    return <Skeleton height={56} role="status" aria-label={t('screen.loading')} />;
  if (themes.isError)
    return (
      <Alert color="red" role="alert" title={t('topic.loadFailed')}>
        {errorMessage(themes.error)}
      </Alert>
    );
  const lessons = themes.data.find((theme) => theme.topic === topic)?.lessons ?? [];
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('topic.topic')}
        placeholder={t('topic.placeholder')}
        data={themes.data.map((theme) => theme.topic)}
        value={topic}
        onChange={onTopic}
        required
        searchable
        w={240}
      />
      <Select
        label={t('topic.lesson')}
        placeholder={t('topic.placeholder')}
        data={lessons}
        value={lesson}
        onChange={onLesson}
        disabled={!topic}
        required
        w={240}
      />
      {(!topic || !lesson) && (
        <Text size="sm" c="dimmed">
          {t('topic.required')}
        </Text>
      )}
    </Group>
  );
}
