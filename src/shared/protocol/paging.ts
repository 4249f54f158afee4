import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;

/** Paging as it travels: the browser converts pageNum/pageSize to limit/offset in one place. */
export const pagingInput = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PagingInput = z.infer<typeof pagingInput>;

export function toLimitOffset(pageNum: number, pageSize: number): { limit: number; offset: number } {
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const page = Math.max(1, Math.trunc(pageNum) || 1);
  return { limit: size, offset: (page - 1) * size };
}

/** A paged list answers { list, total }. */
export function pagedOutput<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}
