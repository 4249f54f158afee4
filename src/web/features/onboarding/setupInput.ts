import type { SetUpBusiness } from '../../../shared/actions/business';
import type { InputOf } from '../../../shared/actions/contract';
import { toWirePhone } from '../../components/inputFilters';
import type { BusinessDraft, DocType } from './draft';

export type SetUpBusinessInput = InputOf<typeof SetUpBusiness>;

/** The draft as SetUpBusiness takes it: empty optional fields left out, phones in wire form. */
export function toSetUpInput(draft: BusinessDraft): SetUpBusinessInput {
  const d = draft.details;
  const opt = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    businessType: draft.businessType ?? '0',
    businessName: d.businessName ?? '',
    industry: d.industry ?? '',
    sector: d.sector ?? '',
    county: d.county ?? '',
    town: d.town ?? '',
    address: d.address ?? '',
    postalAddress: opt(d.postalAddress),
    postalCode: opt(d.postalCode),
    website: opt(d.website),
    altPhone: d.altPhone ? toWirePhone(d.altPhone) : undefined,
    kraPin: draft.businessType === '0' ? undefined : opt(d.kraPin),
    regNo: draft.businessType === '0' ? undefined : opt(d.regNo),
    documents: (Object.entries(draft.documents) as [DocType, { fileId: string }[]][]).flatMap(([docType, files]) =>
      files.map((f) => ({ docType, fileId: f.fileId })),
    ),
    stakeholders: draft.stakeholders.map((s) => ({
      firstName: s.firstName,
      lastName: s.lastName,
      mblNo: s.phone ? toWirePhone(s.phone) : undefined,
      email: s.email || undefined,
      designation: s.designation,
    })),
    bank: draft.bank
      ? { ...draft.bank, bankBranch: opt(draft.bank.bankBranch) }
      : undefined,
    subMerchant: draft.subMerchant ? 'Y' : 'N',
  };
}

