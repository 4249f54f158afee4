import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { pickerInput } from '../../../shared/protocol/paging';
import type { Database } from '../../db/schema';
import { containing } from '../../db/util';

/**
 * The business's people for a picker (the audit trail's person filter, a store's administrator):
 * A-Z by name, a page at a time, narrowed by a part of the name as typed. The person already picked
 * (`include`) is always answered, first, so the picker can show their name.
 */
export async function pickPeople(db: Kysely<Database>, merchantId: string, input: z.output<typeof pickerInput>, options: { currentOnly: boolean }) {
  const base = () => {
    let q = db
      .selectFrom('memberships as m')
      .innerJoin('persons as p', 'p.id', 'm.person_id')
      .leftJoin('roles as r', 'r.id', 'm.role_id')
      .select(['p.id', 'p.first_name', 'p.last_name', 'p.phone', 'p.email', 'r.name as role_name'])
      .where('m.merchant_id', '=', merchantId);
    if (options.currentOnly) q = q.where('m.status', '=', 'A');
    return q;
  };
  let page = base();
  if (input.keyword) page = page.where(sql<boolean>`lower(p.first_name || ' ' || p.last_name) like ${containing(input.keyword.toLowerCase())} escape '\\'`);
  const rows = await page.orderBy('p.first_name').orderBy('p.last_name').orderBy('p.id').limit(input.limit).execute();
  if (input.include && !rows.some((r) => r.id === input.include)) {
    const picked = await base().where('p.id', '=', input.include).executeTakeFirst();
    if (picked) rows.unshift(picked);
  }
  return rows.map((r) => ({ ...r, name: `${r.first_name} ${r.last_name}`.trim() }));
}
