import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A screen failed to load or render. The usual cause is a chunk that a new deployment
 * replaced while the page was open: a reload fetches the new one.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t('common.refreshTitle')}</Title>
        <Text>{MESSAGES.networkIssueRefresh}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.refresh')}</Button>
      </Stack>
    </Container>
  );
}
