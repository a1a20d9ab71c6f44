import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An upload's progress bar with its percentage (announced as a progress bar). */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('console');
  const label = t('siteBanners.uploading', { percent });
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress value={percent} aria-label={label} style={{ flex: 1 }} />
      <Text size="sm" aria-hidden="true">
        {label}
      </Text>
    </Group>
  );
}
