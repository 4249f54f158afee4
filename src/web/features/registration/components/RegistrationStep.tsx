import { Button, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { OutputOf } from '../../../../shared/actions/contract';
import type { GetRegisterSessionToken, RegisterStep } from '../../../../shared/actions/registration';
import { isActionError } from '../../../api/errors';
import { FullPageSpinner } from '../../../app/pages/FullPageSpinner';
import { VERIFICATION_EXPIRED } from '../../credentials/secretErrors';
import { readRegisterToken, saveRegisterToken, useRegistrationSession } from '../api';
import { stepPath } from '../registerSteps';

export type RegistrationSession = OutputOf<typeof GetRegisterSessionToken>;

/** What /register shows when it was sent back: the registration expired. */
export interface RegisterNotice {
  notice?: string;
}

/**
 * Guards one registration screen: without a registration on this browser it goes to /register;
 * when the registration is at another step it goes to that step's screen (leaving and coming back
 * resumes); an expired or unknown registration is forgotten and starts over (MMCP1027).
 */
export function RegistrationStep({
  step,
  children,
}: {
  step: Exclude<RegisterStep, 'DONE'>;
  children: (session: RegistrationSession, token: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const token = readRegisterToken();
  const session = useRegistrationSession(token);
  const expired =
    isActionError(session.error) && session.error.code === VERIFICATION_EXPIRED ? session.error : null;

  useEffect(() => {
    if (expired) saveRegisterToken(null);
  }, [expired]);

  if (!token) return <Navigate to="/register" replace />;
  if (session.isPending) return <FullPageSpinner />;
  if (expired) {
    return <Navigate to="/register" replace state={{ notice: expired.message } satisfies RegisterNotice} />;
  }
  if (session.isError) {
    const error = session.error;
    return (
      <Result
        status="warning"
        title={isActionError(error) ? error.message : t('errors.unexpected')}
        extra={
          <Button type="primary" onClick={() => void session.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (session.data.step !== step) return <Navigate to={stepPath(session.data.step)} replace />;
  return children(session.data, token);
}
