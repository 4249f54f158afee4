import { QryMercGlobalSetInfo, UpdMercGlobalSetInfo } from '../../../shared/actions/globalization';
import { type SessionContext, sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { storeScope } from '../staff/scope';
import { readGlobalSettings, saveGlobalSettings } from './globalization.queries';

/**
 * Whether the caller may change the business's settings: anyone of the business but its staff
 * (owner, administrators, stakeholders). The settings are everyone's, so the least trusted member
 * must not change them for all; staff read the portal in their own language with the header switch.
 */
async function mayChange(ctx: SessionContext): Promise<boolean> {
  return (await storeScope(ctx.db, ctx.session.merchantId, ctx.session.personId)) === null;
}

/** /setting/globalization (spec 000 section 2: no permission): any person of the business reads it. */
export const globalizationActions = [
  sessionAction(QryMercGlobalSetInfo, {}, async (_input, ctx) => ({
    ...(await readGlobalSettings(ctx.db, ctx.session.merchantId)),
    canChange: (await mayChange(ctx)) ? ('Y' as const) : ('N' as const),
  })),

  sessionAction(UpdMercGlobalSetInfo, {}, async (input, ctx) => {
    if (!(await mayChange(ctx))) throw new BizError('MMCP4805');
    const before = await readGlobalSettings(ctx.db, ctx.session.merchantId);
    const after = { dateFormat: input.dateFormat, language: input.language };
    await saveGlobalSettings(ctx.db, ctx.session.merchantId, ctx.session.personId, after);
    await ctx.audit({ event: 'GLOBAL_SETTINGS', detail: { code: 'AUDIT_GLOBAL_SETTINGS', params: { dateFormat: after.dateFormat, language: after.language } }, before, after });
    return { ...after, canChange: 'Y' as const };
  }),
];
