import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleText } from '../../../i18n';

/**
 * The counter's coupon: a code typed and applied (Enter or Apply), then shown as a tag (green once
 * the server priced it, with its name; red with the refusal under it) that can be removed.
 *
 *   <CouponField applied={coupon} pricedName={totals?.coupon?.name} error={couponError} onApply={setCoupon} onRemove={() => setCoupon(null)} />
 */
export function CouponField({
  applied,
  pricedName,
  error,
  onApply,
  onRemove,
}: {
  applied: string | null;
  /** The coupon's name once the totals carry it. */
  pricedName?: string | null;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const apply = () => {
    if (text.trim()) onApply(text.trim());
  };
  return (
    <div>
      <Typography.Text>{t('checkout.summary.coupon')}</Typography.Text>
      {applied ? (
        <Flex gap={8} align="center" style={{ marginTop: 4 }}>
          <Tag color={error ? 'error' : pricedName ? 'success' : 'default'}>
            {applied}
            {pricedName && !error ? ` · ${pricedName}` : ''}
          </Tag>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('checkout.summary.removeCoupon')}
            onClick={() => {
              setText('');
              onRemove();
            }}
          />
        </Flex>
      ) : (
        <Space.Compact style={{ width: '100%', marginTop: 4 }}>
          <Input aria-label={t('checkout.summary.coupon')} value={text} maxLength={20} onChange={(e) => setText(e.target.value.toUpperCase())} onPressEnter={apply} />
          <Button onClick={apply}>{t('checkout.summary.applyCoupon')}</Button>
        </Space.Compact>
      )}
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {ruleText(error)}
        </Typography.Text>
      ) : null}
    </div>
  );
}
