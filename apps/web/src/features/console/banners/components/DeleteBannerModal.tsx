import { Button, Group, Modal, Text } from '@mantine/core';
import type { ManagedBanner } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
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
  const confirm = () =>
    deleting.mutate(banner.id, {
      onSuccess: () => {
        toast.success(t('siteBanners.deleted', { title: banner.title }));
        onClose();
      },
      onError: (error) => toast.error(error),
    });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('siteBanners.deleteConfirmTitle')}
      closeButtonProps={{ 'aria-label': t('siteShell.closeDialog') }}
      centered
    >
      <Text>{t('siteBanners.deleteConfirm', { title: banner.title })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={deleting.isPending}>
          {t('siteBanners.deleteConfirmButton')}
        </Button>
      </Group>
    </Modal>
  );
}
