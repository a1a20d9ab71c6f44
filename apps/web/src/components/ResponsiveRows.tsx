import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface RowColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

interface RowsProps<T> {
  /** Names the table (or the list) for screen readers. */
  caption: string;
  columns: readonly RowColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  emptyText: ReactNode;
  /** Below this width the wide table scrolls inside its own box. */
  minWidth?: number;
}

/** A phone's width (Mantine's `xs`): lists instead of tables, as the schedule's day-by-day list. */
export const PHONE_QUERY = '(max-width: 36em)';

/** True on a phone-sized screen, read at the first render (no table flashing before the cards). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}

/**
 * Rows as a table on a wide screen and as a list of cards on a phone, where a table would
 * scroll sideways: each card names every value with its column's header (a description list).
 */
export function ResponsiveRows<T>(props: RowsProps<T>) {
  const phone = usePhone();
  return phone ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<T>({ caption, columns, rows, rowKey, emptyText, minWidth = 560 }: RowsProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped aria-label={caption}>
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
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" py="lg">
                  {emptyText}
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
export function RowCards<T>({ caption, columns, rows, rowKey, emptyText }: RowsProps<T>) {
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
          <SimpleGrid component="dl" cols={1} spacing={6} m={0}>
            {columns.map((column) => (
              <div key={column.key}>
                <Text component="dt" size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {column.render(row)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
