import {
  Box,
  Group,
  LoadingOverlay,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../hooks/use-phone';
import {
  TABLE_PAGE_SIZE_OPTIONS,
  pageCount,
  toPageSize,
  totalRecordsText,
  type PageSize,
} from '../lib/pagination';
import { FactList } from './FactList';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

/** A server-paged table's pager: which page of how many records. */
export interface DataTablePaging {
  /** Records on the server, for the pager and "{n} records in total". */
  total: number;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

export interface DataTableProps<T> {
  /** Names the table (or the list of cards) for screen readers. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Without rows; "No records" when not given. */
  emptyText?: ReactNode;
  /** A server-paged table: the pager, the page size and the total under it. */
  paging?: DataTablePaging;
  /** A paged table's request in flight: an overlay over the rows. */
  loading?: boolean;
  /**
   * On a phone, a list of cards instead of a table that scrolls sideways (the default: a row's
   * last column, often its action, would sit off-screen); false keeps the table.
   */
  cardsOnPhone?: boolean;
  /** Below this width the table scrolls inside its own box. */
  minWidth?: number;
}

const SIZE_DATA = TABLE_PAGE_SIZE_OPTIONS.map(String);

/**
 * Rows as a table, or on a phone as a list of cards (each card a description list naming
 * every value with its column's header). A paged table follows spec section 2: page size 50,
 * 100 or 200 and the total count. Wide tables scroll inside their own box, never the page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { paging } = props;
  if (!paging) {
    const emptyText = props.emptyText ?? t('table.empty');
    return phone && props.cardsOnPhone !== false ? (
      <RowCards {...props} emptyText={emptyText} />
    ) : (
      <RowTable {...props} emptyText={emptyText} minWidth={props.minWidth ?? 560} />
    );
  }
  const loading = props.loading ?? false;
  const pages = pageCount(paging.total, paging.pageSize);
  const emptyText = loading ? '' : (props.emptyText ?? t('table.empty'));
  return (
    <Box pos="relative" aria-busy={loading}>
      <LoadingOverlay
        visible={loading}
        loaderProps={{ role: 'progressbar', 'aria-label': t('table.loading') }}
      />
      {phone && props.cardsOnPhone !== false ? (
        <RowCards {...props} emptyText={emptyText} />
      ) : (
        <RowTable {...props} emptyText={emptyText} minWidth={props.minWidth ?? 480} hover />
      )}
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" aria-live="polite">
          {totalRecordsText(paging.total)}
        </Text>
        <Group gap="sm">
          <Select
            label={t('table.pageSize')}
            data={SIZE_DATA}
            value={String(paging.pageSize)}
            onChange={(value) => paging.onPageSizeChange(toPageSize(value))}
            allowDeselect={false}
            w={96}
            size="xs"
          />
          <nav aria-label={t('table.pagination')}>
            <Pagination
              total={pages}
              value={Math.min(paging.page, pages)}
              onChange={paging.onPageChange}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
            />
          </nav>
        </Group>
      </Group>
    </Box>
  );
}

interface RowsProps<T> extends DataTableProps<T> {
  emptyText: ReactNode;
}

/** The rows as a table; an empty table says so in one row (none while a page loads). */
function RowTable<T>(props: RowsProps<T> & { minWidth: number; hover?: boolean }) {
  const { caption, columns, rows, rowKey } = props;
  return (
    // The scrolling box takes the focus, so a keyboard can scroll a table wider than a phone
    // (axe's scrollable-region-focusable).
    <Table.ScrollContainer
      minWidth={props.minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
    >
      <Table striped highlightOnHover={props.hover} aria-label={caption}>
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
          {rows.length === 0 && props.emptyText !== '' ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" py="lg">
                  {props.emptyText}
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
  );
}

/** The rows as cards: a list named like the table, each card a description list. */
function RowCards<T>({ caption, columns, rows, rowKey, emptyText }: RowsProps<T>) {
  if (rows.length === 0)
    return (
      <Text ta="center" py="lg">
        {emptyText}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
          <FactList
            cols={1}
            spacing={6}
            labelSize="xs"
            valueProps={{ size: 'sm' }}
            facts={columns.map((column) => ({
              key: column.key,
              label: column.header,
              value: column.render(row),
            }))}
          />
        </Paper>
      ))}
    </Stack>
  );
}
