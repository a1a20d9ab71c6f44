import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/Mascot';
import classes from './NewsletterForm.module.css';

interface NewsletterFailureProps {
  /** The catalogue's message for the failure; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}

/** The site assistant's dialog when a subscription fails (spec sections 1 and 8). */
export function NewsletterFailure({ message, onClose }: NewsletterFailureProps) {
  const { t } = useTranslation('publicSite');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={t('siteNewsletter.failureTitle')}
      closeButtonProps={{ 'aria-label': t('siteShell.closeDialog') }}
      centered
    >
      <div className={classes.failure}>
        <Mascot mood="sad" size={80} />
        <Text>{message}</Text>
      </div>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('common.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
