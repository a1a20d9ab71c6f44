import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ClassChild } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { childLabel } from '../lib/children';

/**
 * The next class's children, one card each: the first name, the age and where each is in the
 * course (level, unit, lesson); the student side's id only when it sent no name.
 */
export function ChildrenList({ students }: { students: readonly ClassChild[] }) {
  const { t } = useTranslation('schedule');
  if (students.length === 0) return <Text size="sm">{t('home.noChildren')}</Text>;
  const unknown = t('classes.unknown');
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="xs"
      p={0}
      m={0}
      aria-label={t('home.childrenList')}
      style={{ listStyle: 'none' }}
    >
      {students.map((child) => {
        const label = childLabel(child);
        return (
          <Paper component="li" key={child.studentId} withBorder p="xs" radius="sm">
            <Group gap="xs" align="baseline">
              <Text fw={700}>{label.name ?? t('home.unnamed', { id: label.studentId })}</Text>
              <Text size="sm">
                {label.age === null ? t('home.ageUnknown') : t('home.age', { count: label.age })}
              </Text>
            </Group>
            <Text size="sm">
              {t('home.lessonPlace', {
                level: child.level ?? unknown,
                unit: child.unit ?? unknown,
                lesson: child.lesson ?? unknown,
              })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
