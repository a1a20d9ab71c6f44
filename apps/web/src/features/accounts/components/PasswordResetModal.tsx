import { Button, Group, Modal, Text } from '@mantine/core';
import { SUCCESS_MESSAGES } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const AFTER_RESET_LOCATION = '/home?type=login';

/** "Your password has been reset" with a Sign in button to /home?type=login (spec section 2). */
export function PasswordResetModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const signIn = () => void navigate(AFTER_RESET_LOCATION);
  return (
    <Modal
      opened={opened}
      onClose={signIn}
      title={SUCCESS_MESSAGES.passwordReset}
      centered
      closeOnClickOutside={false}
    >
      <Text>{t('reset.doneBody')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={signIn} data-autofocus>
          {t('reset.signIn')}
        </Button>
      </Group>
    </Modal>
  );
}
