import { describe, expect, it } from 'vitest';
import { localized } from './translations';

const row = (translations: string | null) => ({
  id: 'x',
  title: 'Reset your PIN',
  summary: 'Your PIN confirms payments.',
  description: null as string | null,
  translations,
});
const FIELDS = ['title', 'summary', 'description'] as const;

describe('localized', () => {
  it("gives a zh-CN reader the row's Chinese texts", () => {
    const zh = localized(row(JSON.stringify({ 'zh-CN': { title: '重置 PIN', summary: 'PIN 用于确认付款。', description: '说明' } })), 'zh-CN', FIELDS);
    expect(zh).toMatchObject({ title: '重置 PIN', summary: 'PIN 用于确认付款。', description: '说明' });
  });

  it('gives an en-US reader the columns', () => {
    const en = localized(row(JSON.stringify({ 'zh-CN': { title: '重置 PIN' } })), 'en-US', FIELDS);
    expect(en).toMatchObject({ title: 'Reset your PIN', summary: 'Your PIN confirms payments.' });
  });

  it('keeps the column of a text with no translation, a blank one or one that is not a string', () => {
    const zh = localized(row(JSON.stringify({ 'zh-CN': { title: '  ', summary: 5 } })), 'zh-CN', FIELDS);
    expect(zh).toMatchObject({ title: 'Reset your PIN', summary: 'Your PIN confirms payments.', description: null });
  });

  it('replaces only the fields it is asked for', () => {
    const zh = localized(row(JSON.stringify({ 'zh-CN': { id: 'y', title: '重置 PIN' } })), 'zh-CN', ['title']);
    expect(zh).toMatchObject({ id: 'x', title: '重置 PIN' });
  });

  it('reads a row without translations, or with JSON it cannot use, in English', () => {
    for (const json of [null, '', 'not json', '[]', '{"zh-CN": "重置"}', '{"zh-CN": null}']) {
      expect(localized(row(json), 'zh-CN', FIELDS).title, String(json)).toBe('Reset your PIN');
    }
  });
});
