import { ActionIcon, Badge, Button, FileButton, Group, Stack, Switch, Text } from '@mantine/core';
import { BANNER, type BannerStatus, type ManagedBanner } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useReplaceBannerPicture } from '../api/replace-banner-picture';
import { useUpdateBanner } from '../api/update-banner';
import {
  BANNER_PICTURE_ACCEPT,
  bannerPictureProblem,
  bannerPreviewUrl,
} from '../lib/banner-picture';
import classes from './BannerList.module.css';
import { DeleteBannerModal } from './DeleteBannerModal';
import { UploadProgress } from './UploadProgress';

interface BannerRowProps {
  banner: ManagedBanner;
  position: number;
  count: number;
  moving: boolean;
  onMove: (step: -1 | 1) => void;
}

const Arrow = ({ up }: { up: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path
      d={up ? 'M3 10l5-5 5 5' : 'M3 6l5 5 5-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

/** One banner: its picture, title and link, ON/OFF, order, replace and delete. */
export function BannerRow({ banner, position, count, moving, onMove }: BannerRowProps) {
  const { t } = useTranslation('console');
  const updating = useUpdateBanner();
  const replacing = useReplaceBannerPicture();
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { title } = banner;
  const on = banner.bannerStatus === BANNER.ON;

  const switchTo = (status: BannerStatus) =>
    updating.mutate(
      { id: banner.id, bannerStatus: status },
      { onError: (error) => toast.error(error) },
    );

  const replace = (file: File | null) => {
    if (!file) return;
    const problem = bannerPictureProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setProgress(0);
    replacing.mutate(
      { id: banner.id, picture: file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('siteBanners.replaced', { title })),
        onError: (error) => toast.error(error),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <li className={classes.row}>
      <img
        className={classes.thumbnail}
        src={bannerPreviewUrl(banner)}
        alt=""
        width={240}
        height={80}
        loading="lazy"
      />
      <Stack gap={4} className={classes.details}>
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          <Badge color={on ? 'green' : 'gray'} variant="light">
            {t(`siteBanners.status.${banner.bannerStatus}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {banner.redirectUrl || t('siteBanners.noLink')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('siteBanners.position', { position, count })}
        </Text>
        {progress !== null && <UploadProgress percent={progress} />}
      </Stack>
      <Stack gap="xs" align="flex-start">
        <Switch
          checked={on}
          onChange={(event) => switchTo(event.currentTarget.checked ? BANNER.ON : BANNER.OFF)}
          disabled={updating.isPending}
          label={t('siteBanners.shown')}
          aria-label={t('siteBanners.showTitle', { title })}
        />
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            disabled={position === 1 || moving}
            onClick={() => onMove(-1)}
            aria-label={t('siteBanners.moveUp', { title })}
            data-focus-key={`${banner.id}:-1`}
          >
            <Arrow up />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={position === count || moving}
            onClick={() => onMove(1)}
            aria-label={t('siteBanners.moveDown', { title })}
            data-focus-key={`${banner.id}:1`}
          >
            <Arrow up={false} />
          </ActionIcon>
          <FileButton onChange={replace} accept={BANNER_PICTURE_ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={replacing.isPending}
                aria-label={t('siteBanners.replaceTitle', { title })}
              >
                {t('siteBanners.replace')}
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setDeleting(true)}
            aria-label={t('siteBanners.deleteTitle', { title })}
          >
            {t('siteBanners.delete')}
          </Button>
        </Group>
      </Stack>
      <DeleteBannerModal banner={banner} opened={deleting} onClose={() => setDeleting(false)} />
    </li>
  );
}
