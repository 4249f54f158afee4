import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/en-US';
import { channelText } from './TransTable';

type Tree = { readonly [key: string]: string | Tree };
/** The en-US text of a key, as the UI would show it (the default when the key is missing). */
const t = ((key: string, options?: { defaultValue?: string }) => {
  let node: string | Tree | undefined = enUS as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : (options?.defaultValue ?? key);
}) as unknown as TFunction;

describe('the channel of a transaction record, in words', () => {
  it('reads the code as the order type means it', () => {
    expect(channelText(t, '61', '01')).toBe('Water');
    expect(channelText(t, '66', '06')).toBe('Airtime');
    expect(channelText(t, '02', '0003')).toBe('Visa');
    expect(channelText(t, '42', '3405')).toBe('Buy goods');
    expect(channelText(t, '42', '3411')).toBe('Pay bill');
    expect(channelText(t, '01', null)).toBe('M-PESA');
    expect(channelText(t, '20', '42')).toBe('RTGS');
    expect(channelText(t, '20', null)).toBe('—');
  });
});
