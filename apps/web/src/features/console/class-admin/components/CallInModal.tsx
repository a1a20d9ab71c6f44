import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { standbyCallInRequest } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { fieldMessages } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { useCallInStandby } from '../api/classes';

const NOTE_MAX = 500;

/** The booked class a standby is called in for, with its Beijing time as the week shows it. */
export interface CallInTarget {
  classId: number;
  time: string;
  name: string;
}

/**
 * Calls a standby teacher in for a booked class (decision 052): the absent teacher's
 * cancellation is recorded at the tier of now, or as an emergency the teacher may appeal,
 * with staff's optional note.
 */
export function CallInModal({
  target,
  onClose,
}: {
  target: CallInTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('console');
  const callIn = useCallInStandby();
  const [emergency, setEmergency] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ note?: string; form?: string }>({});
  const close = () => {
    if (callIn.isPending) return;
    setEmergency(false);
    setNote('');
    setErrors({});
    callIn.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const parsed = standbyCallInRequest.safeParse({ emergency, note });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error.issues));
    setErrors({});
    callIn.mutate(
      { classId: target.classId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t(emergency ? 'week.calledInEmergency' : 'week.calledIn'));
          close();
        },
        onError: (failure) => setErrors({ form: errorMessage(failure) }),
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('week.callInTitle')}
      closeButtonProps={{ 'aria-label': t('classes.cancel') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {target && (
            <Text size="sm">
              {t('week.callInIntro', {
                time: target.time,
                name: target.name || t('week.theTeacher'),
              })}
            </Text>
          )}
          <Checkbox
            label={t('week.callInEmergency')}
            description={t('week.callInEmergencyHint')}
            checked={emergency}
            onChange={(event) => setEmergency(event.currentTarget.checked)}
            data-autofocus
          />
          <Textarea
            label={t('week.callInNote')}
            description={t('week.callInNoteHint', { max: NOTE_MAX })}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={NOTE_MAX}
            autosize
            minRows={2}
            error={errors.note}
          />
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={callIn.isPending}>
              {t('classes.cancel')}
            </Button>
            <Button type="submit" loading={callIn.isPending}>
              {t('week.callInConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
