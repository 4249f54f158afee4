import type { TransferPayee } from '../../../../shared/actions/transfer';
import { channelByCode, type TransferChannel } from '../../../../shared/dict/money';
import { payeeToWire } from '../../beneficiary/components/beneficiaryForm';
import { phoneDigits } from '../../../components/inputFilters';

/** The three ways into the send-money flow (spec 001: transfer to bank, to mobile, to many). */
export type TransferMode = 'mobile' | 'bank' | 'many';

/** Channels offered on each tab, in the order people pick them. */
export const MODE_CHANNELS: Record<Exclude<TransferMode, 'many'>, string[]> = {
  mobile: ['44', '28', '30', '65', 'A1'],
  bank: ['41', '40', '42', '29', '46', '63'],
};

export function modeOfChannel(rcvCnl: string | null | undefined): Exclude<TransferMode, 'many'> {
  return channelByCode(rcvCnl ?? '')?.channelType === '2' ? 'bank' : 'mobile';
}

/** What the information step's form holds; the phone is its 9 digits after +254, the amount shillings. */
export interface TransferFormValues {
  source: 'beneficiary' | 'new';
  bnfUsrNo?: string;
  rcvCnl?: string;
  bnfMblNo?: string;
  rcvAcNo?: string;
  bankCode?: string;
  accountReference?: string;
  rcvNm?: string;
  amount?: number | null;
  remarks?: string;
}

/** Shillings as typed (two decimals) to the minor units that travel. */
export { toMinor } from '../../../components/amountRule';

/** The payee part of a pre-order: the saved beneficiary, or the typed fields the channel uses. */
export function payeeOf(v: TransferFormValues): TransferPayee {
  if (v.source === 'beneficiary') return { bnfUsrNo: v.bnfUsrNo ?? '' };
  const channel: TransferChannel | undefined = channelByCode(v.rcvCnl ?? '');
  const wire = payeeToWire(v, channel?.payee);
  const name = v.rcvNm?.trim();
  return { ...wire, ...(name ? { rcvNm: name } : {}) };
}

/**
 * A link into the flow, e.g. a notification's 'To Pay': `?bnfId=…` (a beneficiary), or
 * `?rcvCnl=44&mobile=0722…&amount=1500` (a channel, a phone or account, shillings).
 */
export interface TransferPrefill {
  mode: TransferMode;
  values: Partial<TransferFormValues>;
}

export function readPrefill(params: URLSearchParams): TransferPrefill {
  const amountText = params.get('amount');
  const amount = amountText && /^\d+(\.\d{1,2})?$/.test(amountText) ? Number(amountText) : undefined;
  const remarks = params.get('remarks')?.slice(0, 100) ?? undefined;
  const bnfId = params.get('bnfId');
  if (bnfId) return { mode: params.get('mode') === 'bank' ? 'bank' : 'mobile', values: { source: 'beneficiary', bnfUsrNo: bnfId.slice(0, 40), amount, remarks } };
  const rcvCnl = params.get('rcvCnl');
  const channel = rcvCnl ? channelByCode(rcvCnl) : undefined;
  if (channel) {
    const mobile = params.get('mobile');
    const account = params.get('account') ?? params.get('rcvAcNo');
    return {
      mode: modeOfChannel(channel.code),
      values: {
        source: 'new',
        rcvCnl: channel.code,
        bnfMblNo: mobile ? phoneDigits(mobile) : undefined,
        rcvAcNo: account?.replace(/\D/g, '').slice(0, 18) || undefined,
        bankCode: params.get('bankCode') ?? undefined,
        accountReference: params.get('accountReference')?.slice(0, 20) ?? undefined,
        amount,
        remarks,
      },
    };
  }
  const mode = params.get('mode');
  return { mode: mode === 'bank' || mode === 'many' ? mode : 'mobile', values: { source: 'new', amount, remarks } };
}

/** A new id for each order attempt; a retry of the same attempt reuses it. */
export function newRequestId(): string {
  return `web-${crypto.randomUUID().replace(/-/g, '')}`;
}
