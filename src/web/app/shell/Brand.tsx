import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { BRAND_ORANGE } from '../theme';

/** The Biashara mark: an orange tile with a B, and the name when there is room. */
export function Brand({ compact = false, size = 32 }: { compact?: boolean; size?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <span
        aria-hidden
        style={{
          width: size,
          height: size,
          borderRadius: size / 4,
          background: `linear-gradient(135deg, ${BRAND_ORANGE}, #d4380d)`,
          color: '#fff',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontWeight: 700,
          fontSize: size * 0.55,
          flex: 'none',
        }}
      >
        B
      </span>
      {!compact && (
        <span style={{ fontWeight: 700, fontSize: size * 0.56, color: token.colorText }}>
          {t('app.name')}
        </span>
      )}
    </span>
  );
}
