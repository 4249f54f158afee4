import { describe, expect, it } from 'vitest';
import { catalogueWords, MESSAGES, namedLocale, storedParam, storedText } from './messages';

describe("storedText: a reason stored in English, in the reader's language", () => {
  it("words a catalogue text in the reader's language", () => {
    expect(storedText('Name and ID number do not match', 'zh-CN')).toBe('姓名与证件号码不匹配');
    expect(storedText('Name and ID number do not match', 'en-US')).toBe('Name and ID number do not match');
  });

  it('leaves any other text, and a catalogue text with blanks to fill, as it is', () => {
    expect(storedText('ID number not found at the registry', 'zh-CN')).toBe('ID number not found at the registry');
    expect(storedText('Enter an amount between {min} and {max}', 'zh-CN')).toBe('Enter an amount between {min} and {max}');
  });
});

describe('the catalogue and its blanks', () => {
  const blanks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('has the same blanks to fill in both languages, for every code', () => {
    for (const [code, text] of Object.entries(MESSAGES)) {
      expect(blanks(text['zh-CN']), code).toEqual(blanks(text['en-US']));
    }
  });
});

describe("catalogueWords: words kept as codes, worded when read (an audit row's sentence)", () => {
  const settles = { code: 'AUDIT_TILL_SETTLES', params: { tillNo: '123456', method: { code: 'AUDIT_SETTLE_AT', params: { amount: 'KES 5,000.00' } } } } as const;

  it('words nested words in the same language as the sentence', () => {
    expect(catalogueWords(settles, 'en-US')).toBe('Till 123456 settles at KES 5,000.00');
    expect(catalogueWords(settles, 'zh-CN')).toBe('收银台 123456 的结算方式：满 KES 5,000.00 时');
  });

  it('turns a stored English catalogue text into its code, any other text into itself', () => {
    expect(storedParam('Name and ID number do not match')).toEqual({ code: expect.any(String) });
    expect(storedParam('ID number not found at the registry')).toBe('ID number not found at the registry');
  });
});

describe('namedLocale: the language an Accept-Language header chooses', () => {
  it('is the portal language the first tag names, and null when it names none the portal speaks', () => {
    expect(namedLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(namedLocale('zh')).toBe('zh-CN');
    expect(namedLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(namedLocale('en-GB,en;q=0.8')).toBe('en-US');
    expect(namedLocale('en;q=0.9')).toBe('en-US');
    for (const none of [undefined, null, '', '*', 'sw-KE,sw;q=0.9,en;q=0.8', 'fr', 'zhx', 'eng']) expect(namedLocale(none), String(none)).toBeNull();
  });
});
