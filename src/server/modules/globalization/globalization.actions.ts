import { QryMercGlobalSetInfo, UpdMercGlobalSetInfo } from '../../../shared/actions/globalization';
import { sessionAction } from '../../http/action';
import { readGlobalSettings, saveGlobalSettings } from './globalization.queries';

/** /setting/globalization (spec 000 section 2: no permission): any person of the business. */
export const globalizationActions = [
  sessionAction(QryMercGlobalSetInfo, {}, async (_input, ctx) => readGlobalSettings(ctx.db, ctx.session.merchantId)),

  sessionAction(UpdMercGlobalSetInfo, {}, async (input, ctx) => {
    const before = await readGlobalSettings(ctx.db, ctx.session.merchantId);
    const after = { dateFormat: input.dateFormat, language: input.language };
    await saveGlobalSettings(ctx.db, ctx.session.merchantId, ctx.session.personId, after);
    await ctx.audit({ event: 'GLOBAL_SETTINGS', detail: `Date display ${after.dateFormat}, language ${after.language}`, before, after });
    return after;
  }),
];
