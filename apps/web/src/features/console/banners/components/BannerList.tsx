import { Alert, Center, Text, VisuallyHidden } from '@mantine/core';
import type { BannerKind, ManagedBanner } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useManagedBanners } from '../api/get-managed-banners';
import { useOrderBanners } from '../api/order-banners';
import { movedOrder } from '../lib/banner-picture';
import classes from './BannerList.module.css';
import { BannerRow } from './BannerRow';
import { LoadingIndicator } from '../../../../components/LoadingIndicator';

/**
 * A kind's banners in the order visitors see them. Move up/down are buttons (keyboard and
 * screen reader friendly); after a move the focus stays on the moved banner's button and
 * the new position is announced.
 */
export function BannerList({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation('console');
  const list = useManagedBanners(kind);
  const ordering = useOrderBanners();
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<string | null>(null);
  const banners = list.data ?? [];

  useEffect(() => {
    const key = refocus.current;
    if (!key) return;
    refocus.current = null;
    // The row moved in the page, which took the focus from its button: give it back.
    document.querySelector<HTMLElement>(`[data-focus-key="${key}"]:not(:disabled)`)?.focus();
  }, [list.data, announcement]);

  const move = (banner: ManagedBanner, step: -1 | 1) => {
    const ids = movedOrder(
      banners.map((b) => b.id),
      banner.id,
      step,
    );
    if (!ids) return;
    ordering.mutate(
      { kind, ids },
      {
        onSuccess: () => {
          const position = ids.indexOf(banner.id) + 1;
          setAnnouncement(
            t('siteBanners.moved', { title: banner.title, position, count: ids.length }),
          );
          const edge = (step < 0 && position === 1) || (step > 0 && position === ids.length);
          refocus.current = `${banner.id}:${edge ? -step : step}`;
        },
        onError: (error) => toast.error(error),
      },
    );
  };

  if (list.isPending) {
    return (
      <Center mih={120} role="status">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="banner-list-title">
      <Text component="h2" fw={700} size="lg" id="banner-list-title" mb="sm">
        {t('siteBanners.listTitle', { count: banners.length })}
      </Text>
      {banners.length === 0 ? (
        <Text>{t('siteBanners.empty')}</Text>
      ) : (
        <ol className={classes.list} aria-labelledby="banner-list-title">
          {banners.map((banner, index) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              position={index + 1}
              count={banners.length}
              moving={ordering.isPending}
              onMove={(step) => move(banner, step)}
            />
          ))}
        </ol>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </section>
  );
}
