import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { BANNER_KINDS, type BannerKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerList } from './BannerList';
import { CreateBannerForm } from './CreateBannerForm';
import { StaffAccess } from '../../common/components/StaffAccess';

/**
 * /ops/banners (OPERATIONS, and ADMIN): the banners of the landing page (TEACHER_RECRUIT) and
 * of the carrot shop, with their pictures; add, order, switch ON/OFF, replace, delete.
 */
export function BannersPage() {
  const { t } = useTranslation('console');
  const [kind, setKind] = useState<BannerKind>('TEACHER_RECRUIT');

  return (
    <Stack gap="lg">
      <title>{t('siteBanners.pageTitle')}</title>
      <Title order={1}>{t('siteBanners.title')}</Title>
      <StaffAccess
        screen="banners"
        deniedTitle={t('siteBanners.noAccessTitle')}
        denied={t('siteBanners.noAccess')}
      >
        <Text>{t('siteBanners.intro')}</Text>
        <Radio.Group
          label={t('siteBanners.kindLabel')}
          value={kind}
          onChange={(value) => setKind(value as BannerKind)}
        >
          <Group mt="xs">
            {BANNER_KINDS.map((value) => (
              <Radio key={value} value={value} label={t(`siteBanners.kinds.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        <CreateBannerForm kind={kind} />
        <BannerList kind={kind} />
      </StaffAccess>
    </Stack>
  );
}
