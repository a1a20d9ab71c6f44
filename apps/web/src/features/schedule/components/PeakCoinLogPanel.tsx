import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useTablePaging } from '../../../components/use-table-paging';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { usePeakCoinLog } from '../api/schedule-queries';
import { coinLogRange } from '../lib/class-ranges';
import { owedText } from '../lib/carrots-owed';

const NO_ROWS: never[] = [];

/**
 * The peak carrots' log of the last year, paged ("{n} records in total"). When a row of the
 * page changed the carrots owed (decision 052), a column says by how much, with why. Memoised
 * on the zone: the slot board's changes leave it be.
 */
export const PeakCoinLogPanel = memo(function PeakCoinLogPanel({ zone }: { zone: string }) {
  const { t } = useTranslation('schedule');
  const id = useId();
  const [range] = useState(() => coinLogRange(Date.now()));
  const paging = useTablePaging();
  const log = usePeakCoinLog(range, paging.page, paging.pageSize);
  const answered = log.data?.list ?? NO_ROWS;
  // A page of up to 50 rows (cards on a phone) renders in slices, not in one long task.
  const rows = useDeferredValue(answered, NO_ROWS);
  const owing = rows.some((row) => row.owed !== 0);
  type Row = (typeof rows)[number];
  const owedColumn: DataTableColumn<Row> = {
    key: 'owed',
    header: t('panels.coins.owed'),
    render: (row) => owedText(row.owed),
    align: 'right',
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h5" id={id}>
          {t('panels.coins.title')}
        </Title>
        {owing && (
          <Text size="xs" c="dimmed">
            {t('panels.coins.owedNote')}
          </Text>
        )}
        {log.isError && (
          <Alert color="red" role="alert" title={t('screen.loadFailed')}>
            {errorMessage(log.error)}
          </Alert>
        )}
        <DataTable
          caption={t('panels.coins.caption')}
          columns={[
            {
              key: 'when',
              header: t('panels.coins.when'),
              render: (row) => formatDateTime(row.createdAt, zone),
            },
            {
              key: 'amount',
              header: t('panels.coins.amount'),
              render: (row) => row.amount,
              align: 'right',
            },
            ...(owing ? [owedColumn] : []),
            { key: 'reason', header: t('panels.coins.reason'), render: (row) => row.reason },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          paging={{
            total: log.data?.total ?? 0,
            page: paging.page,
            pageSize: paging.pageSize,
            onPageChange: paging.setPage,
            onPageSizeChange: paging.setPageSize,
          }}
          loading={log.isFetching || rows !== answered}
          emptyText={t('panels.coins.empty')}
        />
      </Stack>
    </Paper>
  );
});
