import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { SCORE_MAX, type DemoResultView } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';

type MemberResult = DemoResultView & { staffId: number; staffName: string };

/** The results recorded so far, each with its member, scores and feedback; none: nothing. */
export function MemberResults({ results }: { results: readonly MemberResult[] }) {
  const { t } = useTranslation('console');
  const titleId = useId();
  if (results.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h4" id={titleId}>
        {t('sessions.detail.results')}
      </Title>
      {results.map((result) => (
        <Paper key={result.staffId} withBorder p="sm">
          <Text fw={600}>
            {t('sessions.detail.resultBy', {
              result: t(`sessions.results.${result.result}`),
              name: result.staffName,
              date: formatDate(result.decidedAt),
            })}
          </Text>
          <List size="sm">
            {result.scores.map((score) => (
              <List.Item key={score.criterion}>
                {score.criterion}: {score.score} / {SCORE_MAX}
              </List.Item>
            ))}
          </List>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {result.feedback}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
