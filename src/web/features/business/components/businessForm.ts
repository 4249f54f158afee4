import type { BusinessFields } from '../../../../shared/actions/business';

/** The editable fields of a business, in the order the form shows them. */
export const BUSINESS_FIELDS = [
  'businessName',
  'industry',
  'sector',
  'description',
  'kraPin',
  'regNo',
  'county',
  'town',
  'address',
  'postalAddress',
  'postalCode',
  'website',
  'altPhone',
] as const satisfies readonly (keyof BusinessFields)[];

export type BusinessField = (typeof BUSINESS_FIELDS)[number];
export type BusinessFormValues = Partial<Record<BusinessField, string>>;

/** Fields the server lets a change empty (the others must keep a value once they have one). */
const CLEARABLE: ReadonlySet<BusinessField> = new Set([
  'description',
  'postalAddress',
  'postalCode',
  'website',
]);

/** The business as the form starts: the wire's names, null as ''. */
export function toFormValues(
  info: { mercName: string } & Partial<Record<Exclude<BusinessField, 'businessName'>, string | null>>,
): BusinessFormValues {
  const out: BusinessFormValues = { businessName: info.mercName };
  for (const field of BUSINESS_FIELDS) {
    if (field === 'businessName') continue;
    out[field] = info[field] ?? '';
  }
  // The phone input holds the 9 digits after +254; the server stores 254 + 9 digits.
  if (out.altPhone) out.altPhone = out.altPhone.slice(-9);
  return out;
}

/**
 * Only what the person changed, as WebUpdateBusinessInfo takes it: untouched fields are left out,
 * an emptied field is sent as '' where the server allows clearing it and left out otherwise.
 */
export function changedFields(before: BusinessFormValues, after: BusinessFormValues): BusinessFields {
  const out: Partial<Record<BusinessField, string>> = {};
  for (const field of BUSINESS_FIELDS) {
    const was = (before[field] ?? '').trim();
    const now = (after[field] ?? '').trim();
    if (now === was) continue;
    if (now === '' && !CLEARABLE.has(field)) continue;
    out[field] = now;
  }
  return out;
}
