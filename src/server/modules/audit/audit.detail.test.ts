import { describe, expect, it } from 'vitest';
import { MANDATE_TX_TYPES } from '../../../shared/dict/approvals';
import { TRANSFER_CHANNELS } from '../../../shared/dict/money';
import { catalogueWords, type TextParam } from '../../../shared/i18n/messages';
import { subTypeWord } from '../approvals/gate';
import { andList, channelWord, commaList, detailColumns, detailIn } from './audit.detail';

const words = (param: TextParam | null, locale: 'en-US' | 'zh-CN') =>
  typeof param === 'object' && param !== null ? catalogueWords(param, locale) : String(param);

describe('an audit row keeps its sentence as a code and words it for each reader', () => {
  it('stores the English words beside the code and reads them back in either language', () => {
    const columns = detailColumns({ code: 'AUDIT_TILL_DISABLED', params: { tillNo: '000123' } });
    expect(columns).toEqual({ detail: 'Till 000123 disabled', detail_code: 'AUDIT_TILL_DISABLED', detail_params: '{"tillNo":"000123"}' });
    expect(detailIn(columns, 'zh-CN')).toBe('收银台 000123 已停用');
    expect(detailIn(columns, 'en-US')).toBe('Till 000123 disabled');
  });

  it('keeps no full card number in a sentence: a payee named by its card keeps its last four digits', () => {
    const columns = detailColumns({ code: 'AUDIT_TRANSFER', params: { amount: 'KES 500.00', to: '4187 1234 5678 2231', channel: 'Visa', ordNo: '20261128032657100000284' } });
    expect(columns.detail).toBe('Sent KES 500.00 to ****2231 (Visa), order 20261128032657100000284');
    expect(columns.detail_params).not.toContain('4187');
    // Order, ticket and till numbers are not cards.
    expect(detailColumns({ code: 'AUDIT_TILL_DISABLED', params: { tillNo: '5123401' } }).detail).toBe('Till 5123401 disabled');
  });

  it('reads a row without a code as stored', () => {
    expect(detailIn({ detail: 'Signed out', detail_code: null }, 'zh-CN')).toBe('已退出登录');
    expect(detailIn({ detail: 'A sentence of long ago', detail_code: null }, 'zh-CN')).toBe('A sentence of long ago');
  });

  it('joins words the way each language does', () => {
    const list = [{ code: 'AUDIT_WORD_EMAIL' }, { code: 'AUDIT_WORD_SMS' }, { code: 'AUDIT_WORD_IN_APP' }] as const;
    expect(words(commaList([...list]), 'en-US')).toBe('e-mail, SMS, in-app');
    expect(words(commaList([...list]), 'zh-CN')).toBe('电子邮件、短信、站内消息');
    expect(words(andList([{ code: 'AUDIT_WORD_RECEIPT_EMAIL' }, { code: 'AUDIT_WORD_RECEIPT_SMS' }]), 'en-US')).toBe('email and sms');
    expect(words(andList([{ code: 'AUDIT_WORD_RECEIPT_SMS' }]), 'zh-CN')).toBe('短信');
  });

  it('names every transfer channel as its label with the brand, in English as before', () => {
    for (const c of TRANSFER_CHANNELS) {
      expect(words(channelWord(c.code, 'Biashara'), 'en-US'), c.code).toBe(c.label.replace('{product}', 'Biashara'));
    }
    expect(channelWord('99', 'Biashara')).toBeNull();
  });

  it('names every mandate subtype with catalogue words that say in English what subTypeName says', () => {
    for (const [txTyp, type] of Object.entries(MANDATE_TX_TYPES)) {
      for (const [subTyp, name] of Object.entries(type.subtypes)) {
        const word = subTypeWord(txTyp, subTyp);
        expect(typeof word, `${txTyp}/${subTyp}`).toBe('object');
        expect(words(word, 'en-US')).toBe(name);
      }
    }
    expect(subTypeWord('01', null)).toBeNull();
  });
});
