import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';

interface PanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A side panel: a titled section with its query's loading and error states. */
export function Panel<T>({ title, query, children }: PanelProps<T>) {
  const { t } = useTranslation('schedule');
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        {query.isPending && <Skeleton height={64} role="status" aria-label={t('screen.loading')} />}
        {query.isError && (
          <Alert color="red" role="alert" title={t('screen.loadFailed')}>
            {errorMessage(query.error)}
            <Button mt="sm" size="xs" variant="default" onClick={() => void query.refetch()}>
              {t('screen.retry')}
            </Button>
          </Alert>
        )}
        {query.data !== undefined && children(query.data)}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs as a description list. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {items.map((item) => (
        <Group key={item.label} justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} ta="right">
            {item.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
