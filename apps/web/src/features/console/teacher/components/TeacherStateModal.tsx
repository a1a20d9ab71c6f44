import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TeacherRecord } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useSetTeacherState } from '../api/teachers';

interface TeacherStateModalProps {
  target: { teacher: TeacherRecord; change: 'suspend' | 'restore' } | null;
  onClose: () => void;
}

/** Suspend or restore one account, with the reason the teacher is told by e-mail. */
export function TeacherStateModal({ target, onClose }: TeacherStateModalProps) {
  const { t } = useTranslation('teacher');
  const setState = useSetTeacherState();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setReason('');
    setError(undefined);
    setState.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setState.mutate(
      { userId: target.teacher.userId, change: target.change, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t(`ops.done.${target.change}`));
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  const change = target?.change ?? 'suspend';
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t(`ops.reasonTitle.${change}`, { name: target?.teacher.name ?? '' })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(`ops.reasonText.${change}`)}</Text>
          <Textarea
            label={t('ops.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={setState.isPending}>
              {t('ops.cancel')}
            </Button>
            <Button
              type="submit"
              color={change === 'suspend' ? 'red' : 'blue'}
              loading={setState.isPending}
              disabled={reason.trim() === ''}
            >
              {t(`ops.confirm.${change}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
