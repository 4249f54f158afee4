import type { Kysely } from 'kysely';
import { z } from 'zod';
import { checkPayeeShape, type PayeeType } from '../../../shared/actions/beneficiaries';
import { bankByCode } from '../../../shared/dict/banks';
import { channelByCode, type TransferChannel } from '../../../shared/dict/money';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/messages';
import { normalizePhone } from '../../../shared/rules/identity';
import type { Database } from '../../db/schema';
import { BizError, ruleError } from '../../http/errors';
import type { Rails } from '../../rails';
import type { PayoutDestination } from '../../rails/rail';
import { pesalinkNameForPhone } from '../topup/pesalink.actions';

/**
 * Who a payee is: the one check behind adding a beneficiary, its name check, and sending money
 * (the transfer area calls it for every payee it pays). It answers the payee in normal form, with
 * the registered name where we know it, or throws a BizError the caller passes on:
 *
 * - MMCP4310 an unknown channel;
 * - MMCP4305 'Sorry! We do not support send money to NCBA account' (channel 63, or an NCBA bank);
 * - MMCP0006 a field that does not fit the channel (the shared rules of src/shared/rules/payee.ts);
 * - MMCP4301 'The Mobile Number entered does not exist.' a {product} payee (28) whose phone is no
 *   wallet: a wallet is a business, owned by the person with that phone;
 * - MMCP4306 'The Account Number entered does not exist' a merchant number (30) we do not have;
 * - MMCP4304 'You have entered your own account number' the business itself: its owner's phone on
 *   28, its own merchant number on 30 or as the account of a bank channel (its wallet account
 *   number), its own settlement bank account on a bank channel.
 *
 *   const payee = await checkPayee(db, merchantId, { rcvCnl: '28', mobile: '0722000111' });
 *   payee.name; payee.targetMerchantId; payee.mobile // '254722000111'
 */
export interface PayeeInput {
  /** Transfer channel code (TRANSFER_CHANNELS). */
  rcvCnl: string;
  /** Phone channels (28, 44, 65): any accepted form; answered as 254… */
  mobile?: string | null;
  /** Bank account (29, 40, 41, 42), card (46) or merchant number (30); a paybill number for A1 too. */
  accountNo?: string | null;
  /** CBK bank code of a bank account. */
  bankCode?: string | null;
  /** The paybill number of A1 (accountNo is taken when this is missing). */
  paybill?: string | null;
  /** The account a paybill payment is for (A1). */
  accountReference?: string | null;
}

export interface ResolvedPayee {
  channel: TransferChannel;
  /** A account, M M-PESA (payeeTypeOf). */
  rcvTyp: PayeeType;
  /** The registered name: from our own records for 28 and 30, from the rail's lookup elsewhere; null when unknown. */
  name: string | null;
  /** The business a {product}-wallet payee is paid into (28 and 30 only). */
  targetMerchantId?: string;
  /** Y for a {product}-wallet payee (paid inside our own ledger). */
  walletFlg: 'Y' | 'N';
  mobile: string | null;
  /** Account, card, merchant or paybill number. */
  accountNo: string | null;
  bankCode: string | null;
  bankName: string | null;
  accountReference: string | null;
  /** Channel and number: two payees with the same key are the same payee. */
  payeeKey: string;
}

export interface CheckPayeeOptions {
  /** The language of field refusals (MMCP0006). */
  locale?: Locale;
  /**
   * The outside network's name of a payee (the rails' `lookupName`), for channels other than 28
   * and 30; null when the network cannot say. See `outsideName` below.
   */
  lookupName?: (payee: Omit<ResolvedPayee, 'name' | 'targetMerchantId'>) => Promise<string | null>;
}

/**
 * Payee type of a channel (spec: 'A account, M M-PESA'): M-PESA numbers and paybills are M; every
 * account is A ({product} wallets and merchants, PesaLink, bank accounts, cards).
 */
export function payeeTypeOf(channel: TransferChannel): PayeeType {
  return channel.rail === 'mpesa' ? 'M' : 'A';
}

/** What makes two payees the same: the channel and the number (with the bank, and a paybill's account). */
export function payeeKeyOf(
  rcvCnl: string,
  p: { mobile: string | null; accountNo: string | null; bankCode: string | null; accountReference: string | null },
): string {
  return [rcvCnl, p.mobile ?? p.accountNo ?? '', p.bankCode ?? '', p.accountReference?.toUpperCase() ?? ''].join(':');
}

const shape = z
  .object({
    rcvCnl: z.string(),
    bnfMblNo: z.string().optional(),
    rcvAcNo: z.string().optional(),
    bankCode: z.string().optional(),
    accountReference: z.string().optional(),
  })
  .superRefine(checkPayeeShape);

const clean = (v: string | null | undefined) => {
  const t = v?.trim();
  return t ? t : undefined;
};

export async function checkPayee(db: Kysely<Database>, merchantId: string, input: PayeeInput, options: CheckPayeeOptions = {}): Promise<ResolvedPayee> {
  const channel = channelByCode(input.rcvCnl);
  if (!channel) throw new BizError('MMCP4310');
  const bank = channel.payee === 'account' ? bankByCode(clean(input.bankCode)) : undefined;
  if (!channel.supported || bank?.ncba) throw new BizError('MMCP4305');

  const fields = {
    rcvCnl: channel.code,
    bnfMblNo: clean(input.mobile),
    rcvAcNo: clean(channel.payee === 'paybill' ? (input.paybill ?? input.accountNo) : input.accountNo),
    bankCode: clean(input.bankCode),
    accountReference: clean(input.accountReference),
  };
  const parsed = shape.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw ruleError(options.locale ?? DEFAULT_LOCALE, String(issue.path[0] ?? 'rcvCnl'), issue.message);
  }
  if (channel.payee === 'account' && !bank) throw ruleError(options.locale ?? DEFAULT_LOCALE, 'bankCode', 'INVALID_VALUE');

  const mobile = channel.payee === 'phone' ? normalizePhone(fields.bnfMblNo ?? '') : null;
  const accountNo = channel.payee === 'phone' ? null : (fields.rcvAcNo ?? null);
  const accountReference = channel.payee === 'paybill' ? (fields.accountReference ?? null) : null;
  const base = {
    channel,
    rcvTyp: payeeTypeOf(channel),
    walletFlg: channel.rail === 'internal' ? ('Y' as const) : ('N' as const),
    mobile,
    accountNo,
    bankCode: bank?.code ?? null,
    bankName: bank?.name ?? null,
    accountReference,
    payeeKey: payeeKeyOf(channel.code, { mobile, accountNo, bankCode: bank?.code ?? null, accountReference }),
  };

  const self = await db
    .selectFrom('merchants as m')
    .leftJoin('persons as p', 'p.id', 'm.owner_person_id')
    .select(['m.merc_no', 'm.bank_account_no', 'p.phone as owner_phone'])
    .where('m.id', '=', merchantId)
    .executeTakeFirstOrThrow();

  if (channel.code === '28') {
    if (mobile === self.owner_phone) throw new BizError('MMCP4304');
    const wallet = await walletOfPhone(db, mobile!);
    if (!wallet) throw new BizError('MMCP4301');
    if (wallet.merchantId === merchantId) throw new BizError('MMCP4304');
    return { ...base, name: wallet.name, targetMerchantId: wallet.merchantId };
  }
  if (channel.code === '30') {
    if (accountNo === self.merc_no) throw new BizError('MMCP4304');
    const target = await db.selectFrom('merchants').select(['id', 'name']).where('merc_no', '=', accountNo!).where('status', '=', 'A').executeTakeFirst();
    if (!target) throw new BizError('MMCP4306');
    return { ...base, name: target.name, targetMerchantId: target.id };
  }
  // The business's own wallet account number (its merchant number) or its own settlement bank account.
  if (channel.payee === 'account' && (accountNo === self.merc_no || (self.bank_account_no && accountNo === self.bank_account_no))) throw new BizError('MMCP4304');
  return { ...base, name: await outsideName(base, options) };
}

/**
 * The {product} wallet of a phone: the active business owned by the active person with that phone
 * (their first business when they own several). Null when the phone is no wallet.
 */
async function walletOfPhone(db: Kysely<Database>, phone: string): Promise<{ merchantId: string; name: string } | null> {
  const row = await db
    .selectFrom('persons as p')
    .innerJoin('merchants as m', 'm.owner_person_id', 'p.id')
    .select(['m.id', 'p.first_name', 'p.last_name'])
    .where('p.phone', '=', phone)
    .where('p.status', '=', 'A')
    .where('m.status', '=', 'A')
    .orderBy((eb) => eb.case().when('m.parent_id', 'is', null).then(0).else(1).end())
    .orderBy('m.created_at')
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst();
  return row ? { merchantId: row.id, name: `${row.first_name} ${row.last_name}` } : null;
}

/**
 * NETWORK NAME LOOKUP: the one place where outside networks answer a payee's registered name
 * (PesaLink — first the businesses registered here for PesaLink by phone —, banks, cards; M-PESA
 * and paybills cannot say). `checkPayee` uses it through `options.lookupName`, the send-money
 * screen through `networkName`. An unreachable network, or one that does not know the payee, is
 * 'no name' (null), never a refusal.
 */
async function outsideName(payee: Omit<ResolvedPayee, 'name' | 'targetMerchantId'>, options: CheckPayeeOptions): Promise<string | null> {
  if (!options.lookupName) return null;
  try {
    return await options.lookupName(payee);
  } catch {
    return null;
  }
}

type PayeeRoute = Pick<ResolvedPayee, 'channel' | 'mobile' | 'accountNo' | 'bankCode' | 'accountReference'>;

/** Where a network payout goes, by channel; undefined for our own wallets. */
export function payoutOf(payee: PayeeRoute, name: string | null): PayoutDestination | undefined {
  const c = payee.channel;
  if (c.rail === 'internal') return undefined;
  if (c.payee === 'phone') return { kind: 'phone', msisdn: payee.mobile! };
  if (c.payee === 'paybill') return { kind: 'paybill', shortCode: payee.accountNo!, accountReference: payee.accountReference! };
  if (c.payee === 'card') return { kind: 'card', cardNo: payee.accountNo! };
  const method = c.code === '40' ? 'PESALINK' : c.code === '42' ? 'RTGS' : c.code === '41' ? 'EFT' : 'INTERNAL';
  return { kind: 'account', bankCode: payee.bankCode!, accountNo: payee.accountNo!, accountName: name, method };
}

/** Whether a channel's network can name its payees (the name-check button). */
export function canLookUpName(channel: TransferChannel): boolean {
  return channel.rail === 'internal' || ((channel.rail === 'pesalink' || channel.rail === 'bank' || channel.rail === 'card') && channel.payee !== 'paybill');
}

/** The holder's name as the network knows it (bank accounts, cards, PesaLink); null when it cannot say. */
export async function networkName(
  db: Kysely<Database>,
  rails: Rails,
  payee: PayeeRoute,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<string | null> {
  const channel = payee.channel;
  if (channel.rail === 'internal' || !canLookUpName(channel)) return null;
  if (channel.rail === 'pesalink' && channel.payee === 'phone' && payee.mobile) {
    const registered = await pesalinkNameForPhone(db, payee.mobile);
    if (registered) return registered;
  }
  const rail = rails.byName(channel.rail);
  const destination = payoutOf(payee, null);
  if (!rail.lookupName || !destination) return null;
  try {
    return await rail.lookupName(destination);
  } catch (error) {
    // A name is a help, never a reason to refuse: an unreachable network leaves it to the user.
    log?.warn({ err: error, rail: rail.name }, 'payee name lookup failed');
    return null;
  }
}
