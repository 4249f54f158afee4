import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { businessInfo } from '../../../../shared/actions/business';
import { displayPhone } from '../../../../shared/rules/identity';
import { BUSINESS_FIELDS, type BusinessField } from './businessForm';
import { useDictLabel } from './useDictLabel';

export type BusinessInfo = z.infer<typeof businessInfo>;

/** A business's information with dictionary labels, read only. */
export function BusinessDetails({ info, extra }: { info: BusinessInfo; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const label = useDictLabel(info.industry);
  const none = t('common.none');
  const value = (field: BusinessField): string => {
    if (field === 'businessName') return info.mercName;
    const v = info[field];
    if (!v) return none;
    return field === 'altPhone' ? displayPhone(v) : label(field, v);
  };
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      extra={extra}
      items={[
        { key: 'businessType', label: t('business.fields.businessType'), children: t(`dict.merchantType.${info.businessType}`) },
        ...BUSINESS_FIELDS.map((f) => ({ key: f, label: t(`business.fields.${f}`), children: value(f) })),
        {
          key: 'kyc',
          label: t('business.fields.kycLevel'),
          children: `${t(`dict.kycLevel.${info.kycLevel}`, { defaultValue: info.kycLevel })} · ${t(`business.kycSts.${info.kycSts}`, { defaultValue: info.kycSts })}`,
        },
      ]}
    />
  );
}
