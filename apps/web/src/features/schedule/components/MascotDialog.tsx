import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/Mascot';
import type { BoardDialog } from '../hooks/use-slot-board';

interface MascotDialogProps {
  dialog: BoardDialog | null;
  busy?: boolean;
  onClose: () => void;
}

/**
 * The slot screen's dialog (spec section 3's dialog object): the happy or sad mascot, the
 * content, and either an OK or a confirmation with its own button.
 */
export function MascotDialog({ dialog, busy = false, onClose }: MascotDialogProps) {
  const { t } = useTranslation('schedule');
  const happy = dialog?.mode !== 'sad';
  const title = dialog?.onConfirm
    ? t('dialog.confirmTitle')
    : happy
      ? t('dialog.happyTitle')
      : t('dialog.sadTitle');
  // The dialog's content changes in place (a confirmation becomes its answer): the focus goes
  // to the new main button, or it would be left on the one just removed, nowhere.
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dialog) action.current?.focus();
  }, [dialog]);
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => !busy && onClose()}
      title={title}
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
      centered
    >
      {dialog && (
        <>
          <Group wrap="nowrap" align="center" gap="md">
            <Mascot
              mood={dialog.mode}
              size={72}
              label={happy ? t('dialog.mascotHappy') : t('dialog.mascotSad')}
            />
            <Stack gap={4}>
              {dialog.lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          </Group>
          <Group justify="flex-end" mt="md">
            {dialog.onConfirm ? (
              <>
                <Button variant="default" onClick={onClose} disabled={busy}>
                  {t('dialog.cancel')}
                </Button>
                <Button ref={action} onClick={dialog.onConfirm} loading={busy} data-autofocus>
                  {dialog.confirmLabel ?? t('dialog.ok')}
                </Button>
              </>
            ) : (
              <Button ref={action} onClick={onClose} data-autofocus>
                {t('dialog.ok')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
