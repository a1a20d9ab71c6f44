import { List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  DEMO_COURSES,
  SCORE_MAX,
  type DemoCourseType,
  type DemoResultView,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import classes from './DemoResultCard.module.css';

/** The latest session's result: the verdict, a score per criterion and the member's feedback. */
export function DemoResultCard({
  courseType,
  result,
  zone,
}: {
  courseType: DemoCourseType;
  result: DemoResultView;
  zone: string;
}) {
  const { t } = useTranslation('application');
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="result-title"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="result-title">
          {t('demos.result.heading', { course: DEMO_COURSES[courseType].label })}
        </Title>
        <Text fw={600}>
          {t(
            `demos.result.${courseType === 'TRAINING_1V1' ? 'training' : 'other'}.${result.result}`,
          )}
        </Text>
        <Text size="sm">
          {t('demos.result.decidedOn', { date: formatDate(result.decidedAt, zone) })}
        </Text>
        <List aria-label={t('demos.result.scores')} size="sm">
          {result.scores.map((score) => (
            <List.Item key={score.criterion}>
              {t('demos.result.score', {
                criterion: score.criterion,
                score: score.score,
                max: SCORE_MAX,
              })}
            </List.Item>
          ))}
        </List>
        <Title order={3} size="h5">
          {t('demos.result.feedback')}
        </Title>
        <blockquote className={classes.feedback}>{result.feedback}</blockquote>
      </Stack>
    </Paper>
  );
}
