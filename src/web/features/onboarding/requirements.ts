import { BUSINESS_REQUIREMENTS } from '../../../shared/rules/business';
import type { BusinessDraft, BusinessType, DocType } from './draft';

/** What a business type needs (src/shared/rules/business.ts), as the setup screens ask for it. */
export function requirementsOf(type: BusinessType) {
  const r = BUSINESS_REQUIREMENTS[type];
  return {
    regNo: r.regNo,
    kraPin: r.kraPin,
    documents: r.documents as readonly DocType[],
    /** The designations that count, the first one offered by default. */
    stakeholders: r.stakeholders as readonly string[],
  };
}

/** What is still missing from a draft before it can be submitted: i18n keys of the missing parts. */
export function missingParts(draft: BusinessDraft): string[] {
  if (!draft.businessType) return ['onboarding.missing.class'];
  const need = requirementsOf(draft.businessType);
  const missing: string[] = [];
  for (const doc of need.documents) {
    if (!draft.documents[doc]?.length) missing.push(`onboarding.documentType.${doc}`);
  }
  if (need.stakeholders.length > 0 && !draft.stakeholders.some((s) => need.stakeholders.includes(s.designation))) {
    missing.push(draft.businessType === '2' ? 'onboarding.missing.partner' : 'onboarding.missing.director');
  }
  return missing;
}
