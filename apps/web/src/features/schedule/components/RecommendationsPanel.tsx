import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRecommendations } from '../api/schedule-queries';
import { fullText, unitTimes } from '../lib/time-labels';
import { Panel } from './Panel';

/** Next week's times with the most students waiting beyond the seats opened. */
export function RecommendationsPanel({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const recommendations = useRecommendations();
  return (
    <Panel title={t('panels.recommendations.title')} query={recommendations}>
      {(data) =>
        data.length === 0 ? (
          <Text size="sm">{t('panels.recommendations.empty')}</Text>
        ) : (
          <List spacing={6} size="sm" listStyleType="none" ml={0} pl={0}>
            {data.map((item) => {
              const times = unitTimes(item.startTime, zone);
              return (
                <List.Item key={`${item.startTime}-${item.courseType}`}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {fullText(times.local)}
                    </Text>
                    <Text size="xs">{t('classes.beijing', { time: fullText(times.beijing) })}</Text>
                    {item.peakTime && (
                      <Badge size="xs" color="orange" variant="light" c="dark.7">
                        {t('unit.peakBadge')}
                      </Badge>
                    )}
                    <Text size="xs">
                      {t('panels.recommendations.unmet', { count: item.unmet })}
                    </Text>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )
      }
    </Panel>
  );
}
