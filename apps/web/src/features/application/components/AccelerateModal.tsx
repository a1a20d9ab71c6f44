import { Button, Group, List, Modal, Text } from '@mantine/core';
import { isApplicationStage, STAGE, type ApplicationStage } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface AccelerateModalProps {
  opened: boolean;
  onClose: () => void;
  stage: string;
}

const TIPS = ['one', 'two', 'three'] as const;

/** Accelerate: what the applicant can do at their stage to be seen sooner. */
export function AccelerateModal({ opened, onClose, stage }: AccelerateModalProps) {
  const { t } = useTranslation('application');
  const at: ApplicationStage = isApplicationStage(stage) ? stage : STAGE.BASE_INFO;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('application.accelerate.title')}
      centered
      closeButtonProps={{ 'aria-label': t('application.closeDialog') }}
    >
      <Text mb="sm">{t('application.accelerate.intro')}</Text>
      <List spacing="xs">
        {TIPS.map((tip) => (
          <List.Item key={tip}>{t(`application.accelerate.tips.${at}.${tip}`)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
