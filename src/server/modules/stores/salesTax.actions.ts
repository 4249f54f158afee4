import { QuerySalesTax, SetSalesTax } from '../../../shared/actions/stores';
import { nowIso, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { salesTaxOf } from './salesTax';

/** More 37: 3703 sales tax (spec 000 section 6). */
export const SALES_TAX_FUNC = '3703';

/** /setting/SalesTax: whether the business is VAT-registered, its VAT number and rate. */
export const salesTaxActions = [
  sessionAction(QuerySalesTax, { funcNo: SALES_TAX_FUNC }, async (_input, ctx) => {
    const tax = await salesTaxOf(ctx.db, ctx.session.merchantId);
    return {
      vatRegistered: tax.registered ? ('Y' as const) : ('N' as const),
      vatNo: tax.vatNo,
      rateBp: tax.configuredRateBp,
      updatedAt: tax.updatedAt ? toNairobi14(tax.updatedAt) : null,
    };
  }),

  sessionAction(SetSalesTax, { funcNo: SALES_TAX_FUNC }, async (input, ctx) => {
    const merchantId = ctx.session.merchantId;
    const before = await salesTaxOf(ctx.db, merchantId);
    const now = nowIso();
    const values = { vat_registered: input.vatRegistered, vat_no: input.vatNo ?? null, rate_bp: input.rateBp, updated_at: now };
    await ctx.db
      .insertInto('sales_tax')
      .values({ merchant_id: merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
    await ctx.audit({
      event: 'SALES_TAX',
      detail: input.vatRegistered === 'Y' ? { code: 'AUDIT_VAT_REGISTERED', params: { rate: input.rateBp / 100 } } : { code: 'AUDIT_VAT_NOT_REGISTERED' },
      before: { vatRegistered: before.registered ? 'Y' : 'N', vatNo: before.vatNo, rateBp: before.configuredRateBp },
      after: { vatRegistered: input.vatRegistered, vatNo: input.vatNo ?? null, rateBp: input.rateBp },
    });
    return { vatRegistered: input.vatRegistered, vatNo: input.vatNo ?? null, rateBp: input.rateBp, updatedAt: toNairobi14(now) };
  }),
];
