import type { InputOf } from '../../../../../shared/actions/contract';
import type { AddStore, StoreDetail } from '../../../../../shared/actions/stores';
import type { SettleChannel } from '../../../../../shared/dict/stores';
import { storeFormSchema } from '../../../../../shared/rules/stores';
import type { FieldError } from '../../../../../shared/protocol/envelope';

/** The store form as the browser holds it: phones as the 9 digits after +254, switches as booleans. */
export interface StoreFormValues {
  storeName?: string;
  address?: string;
  addressDetail?: string;
  mobile?: string;
  email?: string;
  contactPerson?: string;
  description?: string;
  adminId?: string;
  county?: string;
  city?: string;
  street?: string;
  residence?: string;
  region?: string;
  buildingId?: string;
  latitude?: number;
  longitude?: number;
  useMainInventory?: boolean;
  useMainCustomers?: boolean;
  useMainBeneficiaries?: boolean;
  settleChannel?: SettleChannel;
  settleAccountNo?: string;
  settleAccountName?: string;
  settleBankCode?: string;
  settleBranchCode?: string;
}

export type StoreWire = InputOf<typeof AddStore>;

const last9 = (phone: string | null) => (phone ? phone.slice(-9) : undefined);
const orUndef = (v: string | null) => v ?? undefined;

export function toFormValues(d: StoreDetail): StoreFormValues {
  return {
    storeName: d.storeName,
    address: d.address ?? undefined,
    addressDetail: orUndef(d.addressDetail),
    mobile: last9(d.mobile),
    email: orUndef(d.email),
    contactPerson: orUndef(d.contactPerson),
    description: orUndef(d.description),
    adminId: orUndef(d.adminId),
    county: orUndef(d.county),
    city: orUndef(d.city),
    street: orUndef(d.street),
    residence: orUndef(d.residence),
    region: orUndef(d.region),
    buildingId: orUndef(d.buildingId),
    latitude: d.latitude ?? undefined,
    longitude: d.longitude ?? undefined,
    useMainInventory: d.useMainInventory === 'Y',
    useMainCustomers: d.useMainCustomers === 'Y',
    useMainBeneficiaries: d.useMainBeneficiaries === 'Y',
    settleChannel: d.settleChannel,
    settleAccountNo: d.settleChannel === '5' ? last9(d.settleAccountNo) : orUndef(d.settleAccountNo),
    settleAccountName: d.settleChannel === '2' ? undefined : orUndef(d.settleAccountName),
    settleBankCode: orUndef(d.settleBankCode),
    settleBranchCode: orUndef(d.settleBranchCode),
  };
}

/** What the form sends: only the settlement fields its method uses. */
export function toWire(v: StoreFormValues): StoreWire {
  const channel = v.settleChannel ?? '0';
  const yn = (b: boolean | undefined) => (b ? 'Y' : 'N');
  return {
    storeName: v.storeName ?? '',
    address: v.address ?? '',
    addressDetail: v.addressDetail,
    mobile: v.mobile,
    email: v.email,
    contactPerson: v.contactPerson,
    description: v.description,
    adminId: v.adminId,
    county: v.county,
    city: v.city,
    street: v.street,
    residence: v.residence,
    region: v.region,
    buildingId: v.buildingId,
    latitude: v.latitude,
    longitude: v.longitude,
    useMainInventory: yn(v.useMainInventory),
    useMainCustomers: yn(v.useMainCustomers),
    useMainBeneficiaries: yn(v.useMainBeneficiaries),
    settleChannel: channel,
    settleAccountNo: channel === '0' ? undefined : v.settleAccountNo,
    settleAccountName: channel === '0' || channel === '2' ? undefined : v.settleAccountName,
    settleBankCode: channel === '1' || channel === '4' ? v.settleBankCode : undefined,
    settleBranchCode: channel === '1' ? v.settleBranchCode : undefined,
  };
}

/** The shared rules' refusals of the whole form (the same messages the server gives), by field. */
export function formProblems(v: StoreFormValues): FieldError[] {
  const parsed = storeFormSchema.safeParse(toWire(v));
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
}
