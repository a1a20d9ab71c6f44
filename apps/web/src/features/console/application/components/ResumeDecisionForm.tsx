import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  resumeDecisionRequest,
  STATUS,
  staffStatusLabel,
  type ApplicantDetail,
  type ResumeDecision,
} from '@portal/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { schemaResolver } from '../../../application/public';
import { errorMessage, isApiError } from '../../../../lib/api-error';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useDecideResume } from '../api/decide-resume';
import { canDecide } from '../lib/applicant-access';

interface DecisionValues {
  decision: '' | ResumeDecision['decision'];
  reason: string;
}
const resolver = schemaResolver<DecisionValues, typeof resumeDecisionRequest>(
  resumeDecisionRequest,
);
const DECISIONS = ['PASS', 'REJECT', 'STANDBY'] as const;

/**
 * The recruiter's decision on a submitted resume: Pass (to the Mini Demo), or Reject or
 * Standby with a reason (required). A confirmation comes first; the result is shown here.
 */
export function ResumeDecisionForm({ detail }: { detail: ApplicantDetail }) {
  const { t } = useTranslation('console');
  const { applicant } = detail;
  const deciding = useDecideResume(applicant.userId);
  const [pending, setPending] = useState<ResumeDecision | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DecisionValues, unknown, ResumeDecision>({
    resolver,
    defaultValues: { decision: '', reason: '' },
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const name = applicant.name || applicant.email;

  const confirm = () => {
    if (!pending) return;
    setFailure(null);
    deciding.mutate(pending, {
      onSuccess: (updated) => {
        setPending(null);
        form.reset();
        setResult(
          t('applicants.decision.done', {
            status: staffStatusLabel(updated.applicant.stage, updated.applicant.status),
          }),
        );
      },
      onError: (error) => {
        setPending(null);
        const placed = applyFieldErrors(error, ['decision', 'reason'], (field, message) =>
          form.setError(field === 'reason' ? 'reason' : 'decision', { message }),
        );
        if (!placed && !(isApiError(error) && error.code === 'BIZ_STATUS_TYPE_NOT_MATCHING'))
          setFailure(errorMessage(error));
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="decision-heading">
      <Title order={2} size="h3" id="decision-heading" mb="sm">
        {t('applicants.decision.title')}
      </Title>
      {result && (
        <Alert color="green" role="status" mb="sm">
          {result}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {failure}
        </Alert>
      )}
      {!canDecide(applicant) ? (
        <Text size="sm">
          {applicant.status === STATUS.Init
            ? t('applicants.decision.notSubmitted')
            : t('applicants.decision.decided', {
                status: staffStatusLabel(applicant.stage, applicant.status),
              })}
        </Text>
      ) : (
        <form
          onSubmit={form.handleSubmit(setPending)}
          noValidate
          aria-labelledby="decision-heading"
        >
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="decision"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={t('applicants.decision.choice')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  <Group gap="md" mt={6}>
                    {DECISIONS.map((value, index) => (
                      <Radio
                        key={value}
                        ref={index === 0 ? field.ref : undefined}
                        value={value}
                        label={t(`applicants.decision.options.${value}`)}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <Textarea
              {...form.register('reason')}
              label={t('applicants.decision.reason')}
              description={t('applicants.decision.reasonHint')}
              required={decision !== '' && decision !== 'PASS'}
              autosize
              minRows={2}
              maxLength={500}
              error={form.formState.errors.reason?.message}
            />
            <Group>
              <Button type="submit">{t('applicants.decision.submit')}</Button>
            </Group>
          </Stack>
        </form>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('applicants.decision.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('applicants.closeDialog') }}
      >
        {pending && (
          <Stack gap="sm">
            <Text>{t(`applicants.decision.confirm.${pending.decision}`, { name })}</Text>
            {pending.reason && (
              <Text size="sm">
                {t('applicants.decision.confirmReason', { reason: pending.reason })}
              </Text>
            )}
            <Text size="sm">{t('applicants.decision.mailed')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('common.cancel')}
              </Button>
              <Button onClick={confirm} loading={deciding.isPending}>
                {t('applicants.decision.confirmButton')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
