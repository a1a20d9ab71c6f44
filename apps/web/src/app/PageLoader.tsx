import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's chunk loads on first entry. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
