import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A value a person types into another app (account number, paybill), with its copy button. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      strong
      copyable={{
        text: value,
        tooltips: [t('topup.copy', { label }), t('topup.copied')],
      }}
    >
      {value}
    </Typography.Text>
  );
}
