import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText, normalizeLocale } from '../i18n/messages';
import { isSuccessCode } from './envelope';
import { toLimitOffset } from './paging';

describe('the success rule (spec 000 section 7)', () => {
  it.each(['MMC00000', 'MCA00000', 'URM00000'])('%s is success', (code) => expect(isSuccessCode(code)).toBe(true));
  it.each(['MMCP0001', 'SCM60401', 'MMC0000', '', undefined])('%s is not', (code) => expect(isSuccessCode(code)).toBe(false));
});

describe('the catalogue', () => {
  it('has a zh-CN text for every code', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(text['zh-CN'], code).toBeTruthy();
    }
  });

  it('fills placeholders and picks the language', () => {
    expect(messageText('MMCP0001', 'en-US', { action: 'X' })).toBe('Unknown action: X');
    expect(normalizeLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(normalizeLocale('fr-FR')).toBe('en-US');
  });
});

describe('paging', () => {
  it('turns page number and size into limit and offset', () => {
    expect(toLimitOffset(1, 10)).toEqual({ limit: 10, offset: 0 });
    expect(toLimitOffset(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(toLimitOffset(0, 5000)).toEqual({ limit: 100, offset: 0 });
  });
});
