import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResetSentModalProps {
  /** The address the link went to; the modal is open while set. */
  email: string | null;
  onClose: () => void;
}

/** The reset mode's confirmation (spec section 4): the e-mail is on its way. */
export function ResetSentModal({ email, onClose }: ResetSentModalProps) {
  const { t } = useTranslation('accounts');
  return (
    <Modal opened={email !== null} onClose={onClose} title={t('accounts.resetSent.title')} centered>
      <Text>{t('accounts.resetSent.body', { email: email ?? '' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
