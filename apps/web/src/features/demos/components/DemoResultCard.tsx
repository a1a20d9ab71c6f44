import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { SCORE_MAX, type DemoResultView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import classes from './DemoResultCard.module.css';

/**
 * The latest result: the verdict, a score per criterion and the member's feedback. `training`
 * words a SPARE as the invitation to the trial class it is on the 1v1 training.
 */
export function DemoResultCard({
  course,
  training,
  result,
  zone,
}: {
  course: string;
  training: boolean;
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
          {t('demos.result.heading', { course })}
        </Title>
        <Text fw={600}>
          {t(`demos.result.${training ? 'training' : 'other'}.${result.result}`)}
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
