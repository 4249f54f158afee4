import { AgreementPage } from '../../components/AgreementPage';

/** The privacy sections in order (i18n agreements.privacy.<key>). */
const PRIVACY_SECTIONS = [
  'who',
  'collect',
  'use',
  'lawful',
  'sharing',
  'transfers',
  'retention',
  'security',
  'rights',
  'cookies',
  'changes',
  'contact',
] as const;

/** /privacyAgreement: how Biashara handles personal data under Kenya's Data Protection Act, 2019. */
export default function PrivacyAgreementPage() {
  return <AgreementPage doc="privacy" sections={PRIVACY_SECTIONS} />;
}
