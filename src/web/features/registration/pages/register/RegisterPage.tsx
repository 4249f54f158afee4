import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../../api/session';
import { isActionError } from '../../../../api/errors';
import { FullPageSpinner } from '../../../../app/pages/FullPageSpinner';
import { OtpStep } from '../../../../components/OtpStep';
import { VERIFICATION_EXPIRED } from '../../../credentials/secretErrors';
import { type ContactId, checkPublicCode, sendPublicCode } from '../../../identity/api';
import {
  readRegisterToken,
  saveRegisterToken,
  startRegistration,
  useRegistrationSession,
} from '../../api';
import type { RegisterNotice } from '../../components/RegistrationStep';
import { RegisterFrame } from '../../components/RegisterFrame';
import { progressOf, stepPath } from '../../registerSteps';
import { ContactForm } from './ContactForm';

/** Register business type of one-time codes (spec 000 section 3). */
const REGISTER_CODE = '01';

/**
 * /register (spec 000 section 2, Registration): the phone or e-mail, the sign-up check and the
 * agreement, then the code; the verified code starts a registration kept on this browser. A
 * registration already under way resumes at its step.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [token, setToken] = useState(readRegisterToken);
  const resume = useRegistrationSession(token);
  const [contact, setContact] = useState<ContactId | null>(null);
  const signedIn = useSession((s) => s.token && s.person !== null);
  const [notice, setNotice] = useState<string | null>(
    (location.state as RegisterNotice | null)?.notice ?? null,
  );

  useEffect(() => {
    if (resume.data) navigate(stepPath(resume.data.step), { replace: true });
  }, [resume.data, navigate]);

  useEffect(() => {
    const error = resume.error;
    if (!error) return;
    // Expired or unknown: forget it and start over.
    saveRegisterToken(null);
    setToken(null);
    if (isActionError(error) && error.code === VERIFICATION_EXPIRED) setNotice(error.message);
  }, [resume.error]);

  // Someone already signed in has an account: their landing page is where to go.
  if (signedIn) return <Navigate to="/growBusiness" replace />;
  if (token && !resume.isError) return <FullPageSpinner />;

  if (contact) {
    return (
      <RegisterFrame
        current={progressOf('VERIFY')}
        title={t('register.codeTitle')}
        subtitle={t('register.codeSubtitle')}
      >
        <OtpStep
          send={() => sendPublicCode(REGISTER_CODE, contact)}
          verify={async ({ jrnNo, otp }) => {
            const { ticket } = await checkPublicCode(REGISTER_CODE, jrnNo, otp);
            const session = await startRegistration(ticket);
            navigate(stepPath(session.step), { replace: true });
          }}
          submitText={t('register.verify')}
          onBack={() => setContact(null)}
          backText={t('register.changeContact')}
        />
      </RegisterFrame>
    );
  }

  return (
    <RegisterFrame current={progressOf('VERIFY')} title={t('register.title')} subtitle={t('register.subtitle')}>
      {notice && (
        <Alert
          type="warning"
          showIcon
          title={notice}
          style={{ marginBottom: 20 }}
          closable={{ onClose: () => setNotice(null) }}
        />
      )}
      <ContactForm onChecked={setContact} />
    </RegisterFrame>
  );
}
