import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  DEMO_RESULT_CODES,
  FEEDBACK_MAX_LENGTH,
  SCORE_MAX,
  SCORE_MIN,
  type DemoResultCode,
  type RecordResultRequest,
} from '@portal/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { resultGaps } from '../lib/result-gaps';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

/**
 * A result: PASS, SPARE or NOPASS (a second look offers PASS and NOPASS only), a score per
 * criterion of the session's phase, and feedback the applicant reads. The same form serves a
 * live session and a recorded demo: `record` is the call that stores it.
 */
export function ResultForm({
  criteria,
  secondLook,
  record,
}: {
  criteria: readonly string[];
  secondLook: boolean;
  record: Pick<UseMutationResult<unknown, Error, RecordResultRequest>, 'mutate' | 'isPending'>;
}) {
  const { t } = useTranslation('console');
  const codes = (Object.keys(DEMO_RESULT_CODES).map(Number) as DemoResultCode[]).filter(
    (code) => !(secondLook && DEMO_RESULT_CODES[code] === 'SPARE'),
  );
  const [result, setResult] = useState<string>('');
  const [scores, setScores] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // After a first try, what is still missing is shown (and clears as it is filled in).
  const [tried, setTried] = useState(false);
  const idPrefix = useId();
  const gaps = resultGaps({ result, scores, feedback }, criteria);
  const show = tried && !gaps.complete;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!gaps.complete) return;
    record.mutate(
      {
        result: Number(result) as DemoResultCode,
        scores: criteria.map((criterion) => ({
          criterion,
          score: Number(scores[criterion]),
        })),
        feedback: feedback.trim(),
      },
      { onError: (error) => setFailure(errorMessage(error)) },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="result-form-title">
      <form onSubmit={submit} aria-labelledby="result-form-title" noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="result-form-title">
            {t(secondLook ? 'sessions.form.secondLook' : 'sessions.form.heading')}
          </Title>
          <Radio.Group
            label={t('sessions.form.result')}
            value={result}
            onChange={setResult}
            required
            error={show && gaps.result ? t('sessions.form.noResult') : undefined}
          >
            <Group mt="xs">
              {codes.map((code) => (
                <Radio
                  key={code}
                  value={String(code)}
                  label={t(`sessions.results.${DEMO_RESULT_CODES[code]}`)}
                />
              ))}
            </Group>
          </Radio.Group>
          {criteria.map((criterion, index) => {
            const notScored = show && gaps.criteria.includes(criterion);
            const errorId = `${idPrefix}-unscored-${index}`;
            return (
              <Stack
                key={criterion}
                gap={4}
                role="group"
                aria-label={criterion}
                aria-describedby={notScored ? errorId : undefined}
              >
                <Text size="sm" fw={500}>
                  {criterion}
                </Text>
                <SegmentedControl
                  data={SCORES}
                  value={scores[criterion] ?? ''}
                  onChange={(value) => setScores({ ...scores, [criterion]: value })}
                  aria-label={t('sessions.form.scoreOf', { criterion })}
                  color={notScored ? 'red' : undefined}
                />
                {notScored && (
                  <Text id={errorId} size="xs" c="red.8">
                    {t('sessions.form.notScored')}
                  </Text>
                )}
              </Stack>
            );
          })}
          <Textarea
            label={t('sessions.form.feedback')}
            description={t('sessions.form.feedbackHint')}
            value={feedback}
            onChange={(event) => setFeedback(event.currentTarget.value)}
            maxLength={FEEDBACK_MAX_LENGTH}
            autosize
            minRows={3}
            required
            error={show && gaps.feedback ? t('sessions.form.noFeedback') : undefined}
          />
          {show && (
            <Alert color="red" role="alert">
              {t('sessions.form.incomplete')}
              {gaps.criteria.length > 0 && (
                <Text size="sm" mt={4}>
                  {t('sessions.form.unscored', {
                    count: gaps.criteria.length,
                    criteria: gaps.criteria.join(', '),
                  })}
                </Text>
              )}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={record.isPending}>
              {t('sessions.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
