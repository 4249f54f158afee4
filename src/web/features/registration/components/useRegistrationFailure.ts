import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isActionError } from '../../../api/errors';
import { applyFieldErrors } from '../../../components/formRules';
import { STEP_FIRST, VERIFICATION_EXPIRED } from '../../credentials/secretErrors';
import { registrationKeys, saveRegisterToken } from '../api';
import type { RegisterNotice } from './RegistrationStep';

/**
 * What every registration step does with a refusal: field errors on the fields; an expired
 * registration starts over at /register; a step out of order goes to the right one; anything
 * else as a message.
 */
export function useRegistrationFailure(form: FormInstance) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isActionError(error)) {
        void message.error(t('errors.unexpected'));
        return;
      }
      if (error.code === VERIFICATION_EXPIRED) {
        saveRegisterToken(null);
        queryClient.removeQueries({ queryKey: registrationKeys.all });
        navigate('/register', { replace: true, state: { notice: error.message } satisfies RegisterNotice });
        return;
      }
      if (error.code === STEP_FIRST) {
        // The registration is at another step: the guard of this screen sends there.
        void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
        return;
      }
      const rest = applyFieldErrors(form, error.fieldErrors);
      if (error.fieldErrors.length > 0 && rest.length === 0) return;
      void message.error(error.message);
    },
    [form, message, navigate, queryClient, t],
  );
}
