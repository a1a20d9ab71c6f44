import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MAX } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface BankPasswordModalProps {
  opened: boolean;
  busy: boolean;
  /** The message beside the field (a wrong password), if any. */
  error: string | undefined;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks the account's password again before new bank details are saved. */
export function BankPasswordModal({
  opened,
  busy,
  error,
  onConfirm,
  onClose,
}: BankPasswordModalProps) {
  const { t } = useTranslation('teacher');
  const { t: ta } = useTranslation('accounts');
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <Modal opened={opened} onClose={close} title={t('bank.confirm.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('bank.confirm.text')}</Text>
          <PasswordInput
            label={t('bank.confirm.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            withAsterisk
            data-autofocus
            error={error}
            visibilityToggleButtonProps={{ 'aria-label': ta('password.toggle') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('bank.confirm.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={password.trim() === ''}>
              {t('bank.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
