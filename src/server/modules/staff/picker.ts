import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { pickerInput } from '../../../shared/protocol/paging';
import type { Database } from '../../db/schema';
import { containing } from '../../db/util';

// biome-ignore lint/suspicious/noExplicitAny: each picker's query joins persons as p with its own other tables
type PeopleQuery<O> = SelectQueryBuilder<any, any, O>;

/**
 * A page of a people picker from a query already scoped to who may be picked (persons as `p`):
 * A-Z by name, narrowed by a part of the name (or of `alsoSearched`, such as a username) as typed;
 * the person already picked (`include`) is always answered, first, so the picker can show their
 * name. `include` goes through the same scope: it never answers anyone the picker would not.
 */
export async function pickerPage<O extends { id: string }>(scoped: PeopleQuery<O>, input: z.output<typeof pickerInput>, alsoSearched: string[] = []): Promise<O[]> {
  let page = scoped;
  if (input.keyword) {
    const like = containing(input.keyword.toLowerCase());
    const searched = [sql`lower(p.first_name || ' ' || p.last_name)`, ...alsoSearched.map((column) => sql`lower(${sql.ref(column)})`)];
    page = page.where(sql<boolean>`(${sql.join(searched.map((c) => sql`${c} like ${like} escape '\\'`), sql` or `)})`);
  }
  const rows: O[] = await page.orderBy(sql`p.first_name`).orderBy(sql`p.last_name`).orderBy(sql`p.id`).limit(input.limit).execute();
  if (input.include && !rows.some((r) => r.id === input.include)) {
    const picked = (await scoped.where(sql`p.id`, '=', input.include).executeTakeFirst()) as O | undefined;
    if (picked) rows.unshift(picked);
  }
  return rows;
}

/** The business's people for a picker (the audit trail's person filter, a store's administrator). */
export async function pickPeople(db: Kysely<Database>, merchantId: string, input: z.output<typeof pickerInput>, options: { currentOnly: boolean }) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('persons as p', 'p.id', 'm.person_id')
    .leftJoin('roles as r', 'r.id', 'm.role_id')
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.phone', 'p.email', 'r.name as role_name'])
    .where('m.merchant_id', '=', merchantId);
  if (options.currentOnly) q = q.where('m.status', '=', 'A');
  const rows = await pickerPage(q, input);
  return rows.map((r) => ({ ...r, name: `${r.first_name} ${r.last_name}`.trim() }));
}
