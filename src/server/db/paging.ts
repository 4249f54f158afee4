import type { SelectQueryBuilder } from 'kysely';

/**
 * The total of a paged list. A first page that came back short is the whole list, so the count
 * query is only run when there may be more rows than the page shows.
 */
export async function totalOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
  rowsOnPage: number,
): Promise<number> {
  if (page.offset === 0 && rowsOnPage < page.limit) return rowsOnPage;
  const row = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
}
