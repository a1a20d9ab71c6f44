import { Button, Group, Modal, Text } from '@mantine/core';
import type { ManagedBanner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { toast } from '../../../../lib/toast';
import { useFormAlert } from '../../../../lib/use-form-alert';
import { useDeleteBanner } from '../api/delete-banner';

interface DeleteBannerModalProps {
  banner: ManagedBanner;
  opened: boolean;
  onClose: () => void;
}

/** Asks before a banner and its picture are deleted for good. */
export function DeleteBannerModal({ banner, opened, onClose }: DeleteBannerModalProps) {
  const { t } = useTranslation('console');
  const deleting = useDeleteBanner();
  // A refusal is said in the dialog, which stays open (issue 36).
  const refusal = useFormAlert();
  const close = () => {
    refusal.clear();
    onClose();
  };
  const confirm = () => {
    refusal.clear();
    deleting.mutate(banner.id, {
      onSuccess: () => {
        toast.success(t('siteBanners.deleted', { title: banner.title }));
        close();
      },
      onError: refusal.show,
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('siteBanners.deleteConfirmTitle')}
      closeButtonProps={{ 'aria-label': t('siteShell.closeDialog') }}
      centered
    >
      <Text>{t('siteBanners.deleteConfirm', { title: banner.title })}</Text>
      <FormAlert message={refusal.message} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={deleting.isPending}>
          {t('siteBanners.deleteConfirmButton')}
        </Button>
      </Group>
    </Modal>
  );
}
