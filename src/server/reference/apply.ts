import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/util';
import { flattenFunctions, LEAF_FUNCTIONS, SYSTEM_ROLES } from './functions';
import { KYC_MATRIX, PLANS } from './kyc';
import { MENU } from './menu';

/**
 * Applies reference data at every start, idempotently: functions, system roles (which hold every
 * function, including ones a new release adds) and the menu.
 */
export async function applyReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const fns = flattenFunctions();
    for (const [i, f] of fns.entries()) {
      await trx
        .insertInto('functions')
        .values({ func_no: f.funcNo, parent_no: f.parentNo, name: f.name, sort_order: i })
        .onConflict((oc) => oc.column('func_no').doUpdateSet({ parent_no: f.parentNo, name: f.name, sort_order: i }))
        .execute();
    }
    for (const role of SYSTEM_ROLES) {
      await trx
        .insertInto('roles')
        .values({ id: role.id, merchant_id: null, code: role.code, name: role.name, is_system: 'Y', created_at: nowIso() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: role.name }))
        .execute();
      const held = new Set(
        (await trx.selectFrom('role_functions').select('func_no').where('role_id', '=', role.id).execute()).map((r) => r.func_no),
      );
      const missing = LEAF_FUNCTIONS.filter((f) => !held.has(f));
      if (missing.length) {
        await trx.insertInto('role_functions').values(missing.map((func_no) => ({ role_id: role.id, func_no }))).execute();
      }
    }
    for (const m of KYC_MATRIX) {
      const row = { name: m.name, kyc_zero_flg: m.levels[0], kyc_one_flg: m.levels[1], kyc_two_flg: m.levels[2] };
      await trx
        .insertInto('kyc_matrix')
        .values({ trans_typ_id: m.transTypId, ...row })
        .onConflict((oc) => oc.column('trans_typ_id').doUpdateSet(row))
        .execute();
    }
    for (const p of PLANS) {
      const row = { name: p.name, price: p.price, period_months: p.periodMonths, rank: p.rank, features: JSON.stringify(p.features) };
      await trx
        .insertInto('plans')
        .values({ code: p.code, ...row })
        .onConflict((oc) => oc.column('code').doUpdateSet(row))
        .execute();
    }
    const ids = MENU.map((m) => m.id);
    await trx.deleteFrom('menu_entries').where('id', 'not in', ids).execute();
    for (const m of MENU) {
      const row = {
        parent_id: m.parentId,
        path: m.path,
        page_key: m.pageKey,
        title_key: m.titleKey,
        icon: m.icon,
        sort_order: m.order,
        hidden: m.hidden ? 'Y' : 'N',
        func_no: m.funcNo ?? null,
        trans_typ_id: m.transTypId ?? null,
        subscription: m.subscription ? 'Y' : 'N',
        web_link: m.webLink ?? null,
      };
      await trx
        .insertInto('menu_entries')
        .values({ id: m.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
  });
}
