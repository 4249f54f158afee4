import { MySubBusinesses, SingleSubBusinessInfoQuery, UpdateSubBusinessInfo } from '../../../shared/actions/business';
import { normalizePhone } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { totalOf } from '../../db/paging';
import { yn } from '../../db/util';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { toBusinessInfo } from './business.queries';

/** Sub-merchants: businesses under the current one (permission 32). The parent edits them directly. */
async function ownSub(ctx: SessionContext, mercNo: string) {
  const sub = await ctx.db
    .selectFrom('merchants')
    .selectAll()
    .where('merc_no', '=', mercNo)
    .where('parent_id', '=', ctx.session.merchantId)
    .executeTakeFirst();
  if (!sub) throw new BizError('MMCP3204');
  return sub;
}

export const subMerchantsActions = [
  sessionAction(MySubBusinesses, { funcNo: '32' }, async (input, ctx) => {
    const q = ctx.db.selectFrom('merchants').where('parent_id', '=', ctx.session.merchantId);
    const rows = await q.select(['merc_no', 'name', 'business_type']).orderBy('created_at').orderBy('id').limit(input.limit).offset(input.offset).execute();
    return {
      total: await totalOf(q, input, rows.length),
      list: rows.map((r) => ({ mercId: r.merc_no, mercName: r.name, businessType: r.business_type as '0' | '1' | '2' | '3', isSubMerchant: yn(true) })),
    };
  }),

  sessionAction(SingleSubBusinessInfoQuery, { funcNo: '32' }, async (input, ctx) => toBusinessInfo(ctx.db, await ownSub(ctx, input.mercId))),

  sessionAction(UpdateSubBusinessInfo, { funcNo: '32' }, async (input, ctx) => {
    const sub = await ownSub(ctx, input.mercId);
    const set = {
      ...(input.businessName !== undefined && { name: input.businessName }),
      ...(input.industry !== undefined && { industry: input.industry }),
      ...(input.sector !== undefined && { sector: input.sector }),
      ...(input.description !== undefined && { description: input.description || null }),
      ...(input.kraPin !== undefined && { kra_pin: input.kraPin }),
      ...(input.regNo !== undefined && { reg_no: input.regNo }),
      ...(input.county !== undefined && { county: input.county }),
      ...(input.town !== undefined && { town: input.town }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.postalAddress !== undefined && { postal_address: input.postalAddress || null }),
      ...(input.postalCode !== undefined && { postal_code: input.postalCode || null }),
      ...(input.website !== undefined && { website: input.website || null }),
      ...(input.altPhone !== undefined && { alt_phone: normalizePhone(input.altPhone) }),
    };
    if (Object.keys(set).length === 0) throw new BizError('MMCP3213');
    try {
      await ctx.db.updateTable('merchants').set(set).where('id', '=', sub.id).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BizError('MMCP3202');
      throw error;
    }
    const was = Object.fromEntries(Object.keys(set).map((k) => [k, sub[k as keyof typeof sub] ?? null]));
    await ctx.audit({
      event: 'BUSINESS_CHANGE_APPROVED',
      detail: { code: 'AUDIT_SUBMERCHANT_UPDATE', params: { business: sub.name, fields: Object.keys(set).join(', ') } },
      before: was,
      after: set,
    });
    return {};
  }),
];
