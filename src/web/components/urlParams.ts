import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../shared/protocol/paging';

/**
 * Typed reading and writing of a page's state in the query string (filters, page), so that a
 * reload or a shared link shows the same thing.
 */
export function readPage(params: URLSearchParams): { pageNum: number; pageSize: number } {
  const pageNum = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 ? pageNum : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PAGE_SIZE,
  };
}

export function readText(params: URLSearchParams, key: string, max = 60): string | undefined {
  const value = params.get(key)?.trim();
  return value ? value.slice(0, max) : undefined;
}

export function readDate(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  return value && /^\d{8}$/.test(value) ? value : undefined;
}

/** A query string from values, leaving out empty ones and the defaults of paging. */
export function toSearch(values: Record<string, string | number | undefined | null>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'size' && value === DEFAULT_PAGE_SIZE) continue;
    out.set(key, String(value));
  }
  return out;
}
