import { Button, Group, Modal, Text } from '@mantine/core';
import { messageFor } from '@portal/contracts';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MantineScope } from './mantine/MantineScope';
import { refreshSignal } from './refresh-signal';

/**
 * The Refresh dialog of spec section 8: the only way out is a reload. A lazy chunk, mounted
 * once the signal is raised (DeferredParts).
 */
export function RefreshDialog() {
  const { t } = useTranslation();
  const opened = useSyncExternalStore(refreshSignal.subscribe, refreshSignal.isRaised);
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={() => window.location.reload()}
        title={t('common.refreshTitle')}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
      >
        <Text>{messageFor('400050005')}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => window.location.reload()}>{t('common.refresh')}</Button>
        </Group>
      </Modal>
    </MantineScope>
  );
}
