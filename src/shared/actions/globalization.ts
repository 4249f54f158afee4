import { z } from 'zod';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/**
 * The business's global settings (spec 000 sections 2 and 9): how dates show and the language.
 * Date display options: 01 DD-Mon-YYYY, 02 YYYY-MM-DD, 03 DD/MM/YYYY, 04 DD/Mon/YYYY; 00 (any
 * other) 'Mon DD,YYYY', the default.
 */
export const DATE_FORMATS = ['00', '01', '02', '03', '04'] as const;
export type DateFormatCode = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormatCode = '00';

export const globalSettings = z.object({
  dateFormat: z.enum(DATE_FORMATS, { message: ruleMessage('MMCP4801') }),
  language: z.enum(['en-US', 'zh-CN'], { message: ruleMessage('MMCP4802') }),
});
export type GlobalSettings = z.infer<typeof globalSettings>;

/** The settings and whether the reader may change them: the business's people who are not staff (MMCP4805). */
export const globalSettingsInfo = globalSettings.extend({ canChange: yn });
export type GlobalSettingsInfo = z.infer<typeof globalSettingsInfo>;

export const QryMercGlobalSetInfo = contract('QryMercGlobalSetInfo', empty, globalSettingsInfo);

export const UpdMercGlobalSetInfo = contract('UpdMercGlobalSetInfo', globalSettings, globalSettingsInfo);
