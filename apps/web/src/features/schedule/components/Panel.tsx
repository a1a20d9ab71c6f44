import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/FactList';
import { LoadFailed } from '../../../components/LoadFailed';

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
          <LoadFailed
            error={query.error}
            title={t('screen.loadFailed')}
            retryLabel={t('screen.retry')}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.data !== undefined && children(query.data)}
      </Stack>
    </Paper>
  );
}

/** Label and value pairs as a description list. */
export function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <FactList
      layout="rows"
      spread
      spacing={6}
      labelSize="sm"
      valueProps={{ size: 'sm', fw: 600 }}
      facts={items}
    />
  );
}
