import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../api/session';
import { personPagePath } from '../menu/personPages';

/**
 * Asks a person who signed in with a password someone else set (a staff invitation or reset,
 * `tempPassword`) to choose their own under Privacy & Security. The server stops taking the
 * temporary one after a week (MMCP6234).
 */
export function TempPasswordNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const temporary = useSession((s) => s.person?.tempPassword === 'Y');
  const privacy = personPagePath('account.privacyAndSecurity');
  if (!temporary) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      message={t('shell.tempPassword')}
      action={
        <Button size="small" onClick={() => void navigate(privacy)}>
          {t('shell.tempPasswordAction')}
        </Button>
      }
    />
  );
}
