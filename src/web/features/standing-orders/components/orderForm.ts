import dayjs, { type Dayjs } from 'dayjs';
import type { StandingOrder } from '../../../../shared/actions/standingOrders';
import type { TransferPayee } from '../../../../shared/actions/transfer';
import { phoneDigits } from '../../../components/inputFilters';
import { type TransferFormValues, payeeOf, toMinor } from '../../transfer/components/transferForm';

/** What the information step's form holds: the transfer's payee fields and the schedule. */
export interface OrderFormValues extends TransferFormValues {
  name?: string;
  category?: string;
  frequency?: string;
  startDate?: Dayjs | null;
  endKind?: 'none' | 'date' | 'runs';
  endDate?: Dayjs | null;
  maxRuns?: number | null;
  reason?: string;
}

export const WIRE_DATE = 'YYYYMMDD';

export function fromWireDate(ymd: string | null | undefined): Dayjs | null {
  return ymd ? dayjs(ymd, WIRE_DATE) : null;
}

/** The wire input of CreateStandingOrder / EditStandingOrder from the form (amount in minor units, dates YYYYMMDD). */
export function orderInput(v: OrderFormValues) {
  const endKind = v.endKind ?? 'none';
  return {
    name: (v.name ?? '').trim(),
    category: (v.category ?? '07') as '01',
    payee: payeeOf(v) as TransferPayee,
    amount: toMinor(v.amount) ?? 0,
    frequency: (v.frequency ?? '2') as '2',
    startDate: v.startDate ? v.startDate.format(WIRE_DATE) : '',
    endDate: endKind === 'date' && v.endDate ? v.endDate.format(WIRE_DATE) : undefined,
    maxRuns: endKind === 'runs' && v.maxRuns ? v.maxRuns : undefined,
    reason: v.reason?.trim() || undefined,
  };
}

/** The form filled in from a standing order (the edit page). */
export function formOf(o: StandingOrder): OrderFormValues {
  const p = o.payee;
  return {
    source: 'new',
    name: o.name,
    category: o.category,
    rcvCnl: p.rcvCnl,
    bnfMblNo: p.bnfMblNo ? phoneDigits(p.bnfMblNo) : undefined,
    rcvAcNo: p.rcvAcNo,
    bankCode: p.bankCode,
    accountReference: p.accountReference,
    rcvNm: p.rcvNm,
    amount: o.amount / 100,
    frequency: o.frequency,
    startDate: fromWireDate(o.startDate),
    endKind: o.endDate ? 'date' : o.maxRuns ? 'runs' : 'none',
    endDate: fromWireDate(o.endDate),
    maxRuns: o.maxRuns,
    reason: o.reason ?? undefined,
  };
}
