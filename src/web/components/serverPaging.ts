import type { TablePaginationConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../shared/protocol/paging';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/**
 * The props of a table paged on the server: `<Table {...serverPaging(page, total, onPage)} />`.
 * The page sizes are the protocol's; a new page size goes back to page 1 (unless
 * `keepPageOnSizeChange`, which takes the page the table answers).
 */
export function serverPaging(
  page: PageState,
  total: number,
  onPage: (next: PageState) => void,
  options: { showTotal?: (count: number) => ReactNode; keepPageOnSizeChange?: boolean } = {},
): { pagination: TablePaginationConfig; onChange: (p: TablePaginationConfig) => void } {
  return {
    pagination: {
      current: page.pageNum,
      pageSize: page.pageSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: [...PAGE_SIZE_OPTIONS],
      ...(options.showTotal ? { showTotal: options.showTotal } : {}),
    },
    onChange: (p) =>
      onPage({
        pageNum: options.keepPageOnSizeChange || p.pageSize === page.pageSize ? (p.current ?? 1) : 1,
        pageSize: p.pageSize ?? page.pageSize,
      }),
  };
}

/**
 * Keeps a list on a page that exists: when the last row of the last page goes (deleted, or
 * filtered away elsewhere), the list moves back to the new last page instead of showing an empty
 * page under a pager that says page 1. `total` is the server's count (undefined while loading).
 */
export function usePageInRange(page: PageState, total: number | undefined, onPage: (next: PageState) => void): void {
  const last = total === undefined ? null : Math.max(1, Math.ceil(total / page.pageSize));
  const beyond = last !== null && page.pageNum > last;
  useEffect(() => {
    if (beyond && last !== null) onPage({ pageNum: last, pageSize: page.pageSize });
  }, [beyond, last, page.pageSize, onPage]);
}
