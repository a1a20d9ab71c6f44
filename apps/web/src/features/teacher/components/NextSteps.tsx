import { Alert, Anchor, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useNeedCompleted } from '../api/teacher-queries';
import { nextSteps } from '../lib/next-steps';

/** "What to do next" on the home page, from the server's need-completed answer. */
export function NextSteps() {
  const { t } = useTranslation('teacher');
  const needs = useNeedCompleted();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="next-steps-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-steps-title">
          {t('home.nextSteps')}
        </Title>
        {needs.isPending && <Skeleton height={60} aria-label={t('layout.loading')} role="status" />}
        {needs.isError && (
          <Alert color="red" role="alert" title={t('home.stepsLoadFailed')}>
            {errorMessage(needs.error)}
          </Alert>
        )}
        {needs.data?.completed && <Text>{t('home.allDone')}</Text>}
        {needs.data && !needs.data.completed && (
          <List spacing="xs">
            {nextSteps(needs.data).map((step) => (
              <List.Item key={step.item}>
                <Anchor component={Link} to={step.to}>
                  {step.item === 'PROFILE'
                    ? t('home.steps.PROFILE', { count: step.count })
                    : t(`home.steps.${step.item}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
