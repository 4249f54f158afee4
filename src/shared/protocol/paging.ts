import { z } from 'zod';
import { numberFromText } from '../rules/number';
import { ruleMessage } from '../rules/message';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;

const invalid = ruleMessage('INVALID_VALUE');

/** How many rows a page takes: 1 to `max`; a number, or one written out ('20'). */
export function limitInput(max: number = MAX_PAGE_SIZE, byDefault: number = DEFAULT_PAGE_SIZE) {
  return numberFromText(z.number({ message: invalid }).int(invalid).min(1, invalid).max(max, invalid)).default(byDefault);
}

/** How many rows come before the page: 0 or more. */
export function offsetInput() {
  return numberFromText(z.number({ message: invalid }).int(invalid).min(0, invalid)).default(0);
}

/** Paging as it travels: the browser converts pageNum/pageSize to limit/offset in one place. */
export const pagingInput = z.object({
  limit: limitInput(),
  offset: offsetInput(),
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

/**
 * A picker of the business's people: a part of the name as typed, the person already picked
 * (always answered, so the picker can name them) and how many names to show.
 */
export const pickerInput = z.object({
  keyword: z.string().trim().max(50).optional(),
  include: z.string().max(40).optional(),
  limit: limitInput(MAX_PAGE_SIZE, 50),
});
