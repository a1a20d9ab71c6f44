import { Box, Group, LoadingOverlay, Pagination, Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowCards, usePhone } from './ResponsiveRows';
import {
  TABLE_PAGE_SIZE_OPTIONS,
  pageCount,
  toPageSize,
  totalRecordsText,
  type PageSize,
} from '../lib/pagination';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Records on the server, for the pager and "{n} records in total". */
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  loading?: boolean;
  emptyText?: ReactNode;
  /** On a phone, a list of cards instead of a table that scrolls sideways. */
  cardsOnPhone?: boolean;
}

const SIZE_DATA = TABLE_PAGE_SIZE_OPTIONS.map(String);

/**
 * A server-paged table with the conventions of spec section 2: page size 50, 100 or 200 and
 * the total count. Wide tables scroll inside their own box, never the page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, total, page, pageSize, loading = false } = props;
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const cards = usePhone() && props.cardsOnPhone === true;

  return (
    <Box pos="relative" aria-busy={loading}>
      <LoadingOverlay
        visible={loading}
        loaderProps={{ role: 'progressbar', 'aria-label': t('table.loading') }}
      />
      {cards && (
        <RowCards
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          emptyText={loading ? '' : (props.emptyText ?? t('table.empty'))}
        />
      )}
      {/* The scrolling box takes the focus, so a keyboard can scroll a table wider than a
          phone (axe's scrollable-region-focusable). */}
      {!cards && (
        <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped highlightOnHover aria-label={caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && !loading ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text ta="center" py="lg">
                      {props.emptyText ?? t('table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} ta={column.align}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" aria-live="polite">
          {totalRecordsText(total)}
        </Text>
        <Group gap="sm">
          <Select
            label={t('table.pageSize')}
            data={SIZE_DATA}
            value={String(pageSize)}
            onChange={(value) => props.onPageSizeChange(toPageSize(value))}
            allowDeselect={false}
            w={96}
            size="xs"
          />
          <nav aria-label={t('table.pagination')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={props.onPageChange}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            />
          </nav>
        </Group>
      </Group>
    </Box>
  );
}
