import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  APPEAL,
  APPEAL_DECISIONS,
  appealDecisionRequest,
  BEIJING_ZONE,
  FIELD_MESSAGES,
  type AppealDecision,
  type OpsAppealRow,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { fieldMessages } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useDecideAppeal } from '../api/leave';
import { ReasonField } from '../../common/components/ReasonField';

const REASON_MAX = 300;

/** Accepting or rejecting one appeal, with the reason the teacher will read. */
export function AppealDecisionModal({
  appeal,
  onClose,
}: {
  appeal: OpsAppealRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const { t: tl } = useTranslation('leave');
  const decide = useDecideAppeal();
  const [decision, setDecision] = useState<AppealDecision | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; reason?: string; form?: string }>({});
  const close = () => {
    setDecision(null);
    setReason('');
    setErrors({});
    decide.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!appeal) return;
    const parsed = appealDecisionRequest.safeParse({ decision, reason });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      // Nothing chosen yet is a missing answer, not a wrong one.
      if (decision === null) fields.decision = FIELD_MESSAGES.required;
      setErrors(fields);
      return;
    }
    setErrors({});
    decide.mutate(
      { appealId: appeal.appealId, ...parsed.data },
      {
        onSuccess: (row) => {
          toast.success(
            t(`leave.appeals.done.${row.status === APPEAL.ACCEPTED ? 'ACCEPT' : 'REJECT'}`),
          );
          close();
        },
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  };
  return (
    <Modal
      opened={appeal !== null}
      onClose={() => !decide.isPending && close()}
      title={t('leave.appeals.decideTitle')}
      closeButtonProps={{ 'aria-label': t('classes.cancel') }}
      centered
    >
      {appeal && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('leave.appeals.decideIntro', {
                name: appeal.teacherName,
                what: appeal.record.type
                  ? tl(`types.${appeal.record.type}`)
                  : tl(`kinds.${appeal.record.kind}`),
                time: formatDateTime(appeal.record.firstStartTime, BEIJING_ZONE),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {appeal.message}
            </Text>
            <Radio.Group
              label={t('leave.appeals.decision')}
              value={decision}
              onChange={(value) => setDecision(value as AppealDecision)}
              error={errors.decision}
              required
            >
              <Stack gap="xs" mt={6}>
                {APPEAL_DECISIONS.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`leave.appeals.decisions.${value}`)}
                    description={t(`leave.appeals.decisionHints.${value}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <ReasonField
              label={t('leave.appeals.reason')}
              description={t('leave.appeals.reasonHint', { max: REASON_MAX })}
              value={reason}
              onChange={setReason}
              max={REASON_MAX}
              error={errors.reason}
            />
            {errors.form && (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={decide.isPending}>
                {t('classes.cancel')}
              </Button>
              <Button type="submit" loading={decide.isPending}>
                {t('leave.appeals.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
