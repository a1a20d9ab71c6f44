import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './MainLayout.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Text size="sm">{t('layout.copyright', { brand: t('brand.name') })}</Text>
      </Container>
    </footer>
  );
}
