import type { Kysely } from 'kysely';
import { DEFAULT_DATE_FORMAT, type GlobalSettings } from '../../../shared/actions/globalization';
import { DEFAULT_LOCALE } from '../../../shared/i18n/messages';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/util';

/** The business's global settings; a business that never saved any has the defaults. */
export async function readGlobalSettings(db: Kysely<Database>, merchantId: string): Promise<GlobalSettings> {
  const row = await db.selectFrom('merchant_settings').select(['date_format', 'language']).where('merchant_id', '=', merchantId).executeTakeFirst();
  const dateFormat = (['00', '01', '02', '03', '04'] as const).find((f) => f === row?.date_format) ?? DEFAULT_DATE_FORMAT;
  const language = row?.language === 'zh-CN' ? 'zh-CN' : row?.language === 'en-US' ? 'en-US' : DEFAULT_LOCALE;
  return { dateFormat, language };
}

export async function saveGlobalSettings(db: Kysely<Database>, merchantId: string, personId: string, s: GlobalSettings): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('merchant_settings')
    .values({ merchant_id: merchantId, date_format: s.dateFormat, language: s.language, updated_at: now, updated_by: personId })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ date_format: s.dateFormat, language: s.language, updated_at: now, updated_by: personId }))
    .execute();
}
