import { Button, Group, Modal, Text } from '@mantine/core';
import { messageFor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface EmailUsedModalProps {
  opened: boolean;
  onClose: () => void;
  onLogIn: () => void;
}

/** BIZ_TEACHER_EMAIL_HAS_BEEN_USED (spec section 8): the address is registered; LOG IN switches to sign-in. */
export function EmailUsedModal({ opened, onClose, onLogIn }: EmailUsedModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal opened={opened} onClose={onClose} title={t('accounts.emailUsed.title')} centered>
      <Text>{messageFor('BIZ_TEACHER_EMAIL_HAS_BEEN_USED')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onLogIn} data-autofocus>
          {t('accounts.emailUsed.logIn')}
        </Button>
      </Group>
    </Modal>
  );
}
