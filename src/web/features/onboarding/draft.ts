import type { UploadedFile } from '../../api/upload';
import { readJson, writeJson } from '../../api/storage';

/**
 * The business being set up, kept in sessionStorage between the setup screens so that leaving
 * and coming back resumes it (in this tab, for this person).
 */
export type BusinessType = '0' | '1' | '2' | '3';
export type DocType = '1' | '2' | '3';

export interface StakeholderDraft {
  key: string;
  firstName: string;
  lastName: string;
  /** The 9 digits after +254, or empty when an e-mail is given. */
  phone?: string;
  email?: string;
  designation: '0' | '1' | '2' | '3';
}

export interface BusinessDetails {
  businessName: string;
  industry: string;
  sector: string;
  county: string;
  town: string;
  address: string;
  postalAddress?: string;
  postalCode?: string;
  website?: string;
  /** The 9 digits after +254. */
  altPhone?: string;
  kraPin?: string;
  regNo?: string;
}

export interface BankDetails {
  bankName: string;
  bankBranch?: string;
  accountNo: string;
  accountName: string;
}

export interface BusinessDraft {
  /** The person it belongs to (userNo). */
  owner: string;
  businessType: BusinessType | null;
  /** Type 1 read from the registration certificate (/soleOcrForm). */
  ocr: boolean;
  details: Partial<BusinessDetails>;
  documents: Partial<Record<DocType, UploadedFile[]>>;
  stakeholders: StakeholderDraft[];
  bank: BankDetails | null;
  /** The bank step was passed over. */
  bankSkipped: boolean;
  /** The server's field errors of the last submission, shown by the screen that owns each field. */
  errors: { field: string; message: string }[];
  /** A sub-merchant of the current business (permission 32) rather than a business of one's own. */
  subMerchant?: boolean;
}

const KEY = 'bz.businessDraft';

function isDraft(v: unknown): v is BusinessDraft {
  return typeof v === 'object' && v !== null && 'owner' in v && 'stakeholders' in v && 'details' in v;
}

export function emptyDraft(owner: string): BusinessDraft {
  return { owner, businessType: null, ocr: false, details: {}, documents: {}, stakeholders: [], bank: null, bankSkipped: false, errors: [] };
}

export function readDraft(owner: string): BusinessDraft {
  const saved = readJson('session', KEY, isDraft);
  return saved && saved.owner === owner ? saved : emptyDraft(owner);
}

export function saveDraft(draft: BusinessDraft): void {
  writeJson('session', KEY, draft);
}

/** Starts a new draft for a sub-merchant of the current business. */
export function startSubMerchantDraft(owner: string): void {
  saveDraft({ ...emptyDraft(owner), subMerchant: true });
}

export function clearDraft(): void {
  writeJson('session', KEY, null);
}

/** The form screen of a business type. */
export function formPath(type: BusinessType, ocr = false): string {
  if (type === '1' && ocr) return '/soleOcrForm';
  if (type === '2') return '/partnershipForm';
  if (type === '3') return '/limitedCompForm';
  return '/imSoleForm';
}
