import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  FINISH_TYPES,
  outcomeCorrectionRequest,
  type FinishType,
  type OpsClassRow,
} from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useCorrectOutcome } from '../api/classes';
import { fieldMessages } from '../../../../lib/form-errors';
import { ReasonField } from '../../common/components/ReasonField';

const REASON_MAX = 300;

/** The class being corrected: from the class list or a teacher's week. */
export type OutcomeTarget = Pick<OpsClassRow, 'classId' | 'label' | 'finishType' | 'teacherName'>;

/** Corrects how a class ended: a finish type and the reason (kept and audited). */
export function OutcomeModal({
  target,
  onClose,
}: {
  target: OutcomeTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const correct = useCorrectOutcome();
  const [finishType, setFinishType] = useState<FinishType | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ finishType?: string; reason?: string; form?: string }>({});

  const close = () => {
    setFinishType(null);
    setReason('');
    setErrors({});
    correct.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const parsed = outcomeCorrectionRequest.safeParse({ finishType, reason });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      setErrors(fields);
      return;
    }
    correct.mutate(
      { classId: target.classId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t('classes.corrected'));
          close();
        },
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('classes.correctTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {target && (
            <Text size="sm">
              {t('classes.correctIntro', {
                name: target.teacherName,
                type: target.label,
                current: target.finishType ? t(`classes.finishTypes.${target.finishType}`) : '—',
              })}
            </Text>
          )}
          <Select
            label={t('classes.newOutcome')}
            data={FINISH_TYPES.map((value) => ({
              value,
              label: t(`classes.finishTypes.${value}`),
            }))}
            value={finishType}
            onChange={(value) => setFinishType(value as FinishType | null)}
            required
            error={errors.finishType}
            data-autofocus
          />
          <ReasonField
            label={t('classes.reason')}
            description={t('classes.reasonHint', { max: REASON_MAX })}
            value={reason}
            onChange={setReason}
            max={REASON_MAX}
            error={errors.reason}
          />
          {errors.form && (
            <Text c="red" size="sm" role="alert">
              {errors.form}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={correct.isPending}>
              {t('classes.cancel')}
            </Button>
            <Button type="submit" loading={correct.isPending}>
              {t('classes.saveOutcome')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
