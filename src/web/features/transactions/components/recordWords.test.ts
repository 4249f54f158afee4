import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/en-US';
import { accountText, resultText, stepText, totalLabel } from './recordWords';

type Tree = { readonly [key: string]: string | Tree };
/** The en-US text of a key with its {{placeholders}} filled, as the UI would show it. */
const t = ((key: string, options?: { defaultValue?: string } & Record<string, unknown>) => {
  let node: string | Tree | undefined = enUS as unknown as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  const text = typeof node === 'string' ? node : (options?.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
}) as unknown as TFunction;

const billFailed = { status: 'F' as const, direction: 'out' as const, resultCode: 'TRANSACTION_FAILED', resultDesc: 'The biller could not apply the payment' };

describe("a transaction record's detail, in words", () => {
  it('names a till by its name and a network by its name, never by an id', () => {
    expect(accountText(t, { account: 'till:till-demo-westlands', accountName: 'Westlands Counter' })).toBe('Till Westlands Counter');
    expect(accountText(t, { account: 'clearing:billers', accountName: null })).toBe('Biller');
    expect(accountText(t, { account: 'clearing:mpesa', accountName: null })).toBe('M-PESA');
    expect(accountText(t, { account: 'wallet', accountName: null })).toBe('Your wallet');
  });

  it("words the result and a failed step from the catalogue, not the network's English", () => {
    expect(resultText({ status: 'S', direction: 'out', resultCode: '0', resultDesc: 'Success' })).toBe('Success');
    expect(resultText(billFailed)).toBe('The biller could not apply the payment.');
    expect(stepText(t, { ...billFailed, resultCode: 'TIMEOUT', resultDesc: 'The network did not confirm the payment in time' }, { status: 'F', at: '20261101120000', desc: 'The network did not confirm the payment in time' })).toBe(
      'Failed · The network did not confirm the payment in time.',
    );
    expect(stepText(t, billFailed, { status: 'P', at: '20261101120000', desc: 'billers' })).toBe('Sent to the network · Biller');
  });

  it('names the total by the account the order posted: the till for a sale into a till or a refund from it', () => {
    const sale = [
      { account: 'clearing:mpesa', role: 'principal' },
      { account: 'till:till-demo-westlands', role: 'principal' },
    ];
    expect(totalLabel(t, { status: 'S', dcFlg: 'c' }, sale)).toBe('Total to the till');
    expect(totalLabel(t, { status: 'S', dcFlg: 'd' }, [{ account: 'till:till-demo-westlands', role: 'principal' }])).toBe('Total from the till');
    expect(totalLabel(t, { status: 'S', dcFlg: 'd' }, [{ account: 'wallet', role: 'principal' }, { account: 'till:other', role: 'principal' }])).toBe('Total from your wallet');
    expect(totalLabel(t, { status: 'F', dcFlg: 'd' }, [])).toBe('Total');
  });
});
