import { useCallback, useState } from 'react';
import { TABLE_PAGE_SIZE, type PageSize } from '../lib/pagination';

export interface TablePaging {
  page: number;
  pageSize: PageSize;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1 (the old page may not exist any more). */
  setPageSize: (pageSize: PageSize) => void;
}

/** Page state for a DataTable, starting at page 1 with 50 rows. */
export function useTablePaging(initialSize: PageSize = TABLE_PAGE_SIZE): TablePaging {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<PageSize>(initialSize);
  const setPageSize = useCallback((size: PageSize) => {
    setSize(size);
    setPage(1);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
