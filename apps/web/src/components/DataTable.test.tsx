// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '../hooks/use-phone';
import { i18n } from '../lib/i18n';
import { renderUi } from '../test/render';
import { DataTable, type DataTableColumn, type DataTablePaging } from './DataTable';

interface Row {
  id: number;
  name: string;
}
const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'id', header: 'No.', render: (r) => `#${r.id}` },
  { key: 'name', header: 'Name', render: (r) => r.name },
];
const ROWS: Row[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
];

/** A phone (or not): the media query Mantine's useMediaQuery reads at the first render. */
function onPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function paging(over: Partial<DataTablePaging> = {}): DataTablePaging {
  return {
    total: 120,
    page: 1,
    pageSize: 50,
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    ...over,
  };
}

/** The cells' texts, row by row, the header first. */
function cells(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('pages a table named by its caption, with the total and the pager', () => {
    onPhone(false);
    const pager = paging();
    renderUi(
      <DataTable
        caption="Staff"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        paging={pager}
      />,
    );
    expect(cells(screen.getByRole('table', { name: 'Staff' }))).toEqual([
      ['No.', 'Name'],
      ['#1', 'Ada'],
      ['#2', 'Grace'],
    ]);
    expect(screen.getByText(i18n.t('table.totalRecords', { n: 120 }))).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: i18n.t('table.pagination') });
    fireEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(pager.onPageChange).toHaveBeenCalledWith(2);
    expect(
      (screen.getByLabelText(i18n.t('table.pageSize'), { selector: 'input' }) as HTMLInputElement)
        .value,
    ).toBe('50');
  });

  it('says a paged table is empty, but not while its page loads', () => {
    onPhone(false);
    const props = { caption: 'Staff', columns: COLUMNS, rows: [], rowKey: (r: Row) => r.id };
    renderUi(<DataTable {...props} paging={paging({ total: 0 })} emptyText="Nobody yet" />);
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    cleanup();
    renderUi(<DataTable {...props} paging={paging({ total: 0 })} emptyText="Nobody yet" loading />);
    expect(screen.queryByText('Nobody yet')).toBeNull();
    expect(screen.getByRole('progressbar', { name: i18n.t('table.loading') })).toBeTruthy();
  });

  it('shows a table without a pager when unpaged, and the shell’s empty text by default', () => {
    onPhone(false);
    renderUi(<DataTable caption="Lines" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />);
    expect(cells(screen.getByRole('table', { name: 'Lines' }))).toEqual([
      ['No.', 'Name'],
      [i18n.t('table.empty')],
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('turns rows into cards on a phone: a list named like the table, each card a description list', () => {
    onPhone(true);
    renderUi(<DataTable caption="Lines" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(
      cards.map((card) => [...card.querySelectorAll('dt, dd')].map((e) => e.textContent)),
    ).toEqual([
      ['No.', '#1', 'Name', 'Ada'],
      ['No.', '#2', 'Name', 'Grace'],
    ]);
  });

  it('turns a paged table into cards on a phone too (issue 36), unless kept a table', () => {
    onPhone(true);
    const props = { caption: 'Staff', columns: COLUMNS, rows: ROWS, rowKey: (r: Row) => r.id };
    renderUi(<DataTable {...props} paging={paging()} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Staff' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('navigation')).toBeTruthy();
    cleanup();
    renderUi(<DataTable {...props} paging={paging()} cardsOnPhone={false} />);
    expect(screen.getByRole('table', { name: 'Staff' })).toBeTruthy();
    cleanup();
    onPhone(false);
    renderUi(<DataTable {...props} paging={paging()} />);
    expect(screen.getByRole('table', { name: 'Staff' })).toBeTruthy();
  });
});
