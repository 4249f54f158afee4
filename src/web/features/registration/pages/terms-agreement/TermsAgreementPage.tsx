import { AgreementPage } from '../../components/AgreementPage';

/** The sections of the terms in order (i18n agreements.terms.<key>). */
const TERMS_SECTIONS = [
  'acceptance',
  'eligibility',
  'account',
  'security',
  'transactions',
  'fees',
  'acceptableUse',
  'availability',
  'suspension',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

/** /termsAgreement: the terms of use of the portal. */
export default function TermsAgreementPage() {
  return <AgreementPage doc="terms" sections={TERMS_SECTIONS} />;
}
