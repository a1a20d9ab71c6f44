import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { payProblemRequest, type OpsPayslipDetail } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { fieldMessages } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useMovePayslip } from '../api/pay';
import {
  defaultResumeAt,
  RESUME_STATUSES,
  type ConsolePayslipAction,
  type ResumeStatus,
} from '../lib/payslip-actions';

export type MoveAction = Exclude<ConsolePayslipAction, 'adjust'>;
const MESSAGE_MAX = 500;

/**
 * One move of the payslip, confirmed in a dialog: a problem with its message, a resolve with
 * where the payslip resumes, submit for payment, or paid.
 */
export function PayslipMoveModal({
  detail,
  action,
  onClose,
}: {
  detail: OpsPayslipDetail;
  action: MoveAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const move = useMovePayslip(detail.id);
  const [message, setMessage] = useState('');
  const [resumeAt, setResumeAt] = useState<ResumeStatus | null>(null);
  const [errors, setErrors] = useState<{ message?: string }>({});
  const close = () => {
    setMessage('');
    setResumeAt(null);
    setErrors({});
    move.reset();
    onClose();
  };
  const done = () => {
    if (action) toast.success(t(`pay.actions.done.${action}`));
    close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (action === 'problem') {
      const parsed = payProblemRequest.safeParse({ message });
      if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
      setErrors({});
      return move.mutate({ action, message: parsed.data.message }, { onSuccess: done });
    }
    if (action === 'resolve')
      return move.mutate(
        { action, resumeAt: resumeAt ?? defaultResumeAt(detail) },
        { onSuccess: done },
      );
    if (action) move.mutate({ action }, { onSuccess: done });
  };

  return (
    <Modal
      opened={action !== null}
      onClose={() => !move.isPending && close()}
      title={action ? t(`pay.actions.titles.${action}`) : ''}
      closeButtonProps={{ 'aria-label': t('classes.cancel') }}
      centered
    >
      {action && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t(`pay.actions.intros.${action}`, { name: detail.teacherName })}</Text>
            {action === 'problem' && (
              <Textarea
                label={t('pay.actions.message')}
                description={t('pay.actions.messageHint', { max: MESSAGE_MAX })}
                value={message}
                onChange={(event) => setMessage(event.currentTarget.value)}
                required
                maxLength={MESSAGE_MAX}
                autosize
                minRows={2}
                error={errors.message}
              />
            )}
            {action === 'resolve' && (
              <Radio.Group
                label={t('pay.actions.resumeAt')}
                value={resumeAt ?? defaultResumeAt(detail)}
                onChange={(value) => setResumeAt(value as ResumeStatus)}
              >
                <Stack gap="xs" mt={6}>
                  {RESUME_STATUSES.map((status) => (
                    <Radio
                      key={status}
                      value={status}
                      label={t(`pay.statuses.${status}`)}
                      description={t(`pay.actions.resumeHints.${status}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {move.isError && (
              <Alert color="red" role="alert">
                {errorMessage(move.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={move.isPending}>
                {t('classes.cancel')}
              </Button>
              <Button type="submit" loading={move.isPending}>
                {t(`pay.actions.confirm.${action}`)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
