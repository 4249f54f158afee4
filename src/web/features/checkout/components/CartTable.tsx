import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { itemNameRule } from '../../../../shared/actions/checkout';
import { formatMoney } from '../../../../shared/format/money';
import { zodRule } from '../../../components/formRules';
import { ruleText } from '../../../i18n';
import { AmountInput } from '../../../components/AmountInput';
import { amountRule } from '../../../components/amountRule';
import { usePhone } from '../../../components/usePhone';

export interface CartLine {
  key: string;
  productId: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
}

/** The cart: quantities change in place; a line's refusal (e.g. 'Not enough stock.') shows under it. */
export function CartTable({
  lines,
  lineErrors,
  onQuantity,
  onRemove,
}: {
  lines: CartLine[];
  lineErrors: Record<number, string>;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  // On a phone the line's price goes under its name, so the name keeps the width it needs.
  const phone = usePhone();
  return (
    <Table<CartLine>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={lines}
      locale={{ emptyText: t('checkout.items.empty') }}
      columns={[
        {
          title: t('checkout.items.name'),
          dataIndex: 'name',
          render: (name: string, line, index) => (
            <>
              {name}
              {phone ? (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {formatMoney(line.unitPrice)}
                </Typography.Text>
              ) : null}
              {lineErrors[index] ? (
                <Typography.Text type="danger" style={{ display: 'block' }} role="alert">
                  {ruleText(lineErrors[index])}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        ...(phone ? [] : [{ title: t('checkout.items.price'), dataIndex: 'unitPrice', align: 'right' as const, render: (v: number) => formatMoney(v) }]),
        {
          title: t('checkout.items.quantity'),
          dataIndex: 'quantity',
          width: phone ? 72 : 110,
          render: (q: number, line) => (
            <InputNumber<number>
              aria-label={`${t('checkout.items.quantity')} ${line.name}`}
              size="small"
              min={1}
              max={999}
              precision={0}
              value={q}
              onChange={(v) => v && onQuantity(line.key, v)}
              style={{ width: phone ? 60 : 80 }}
            />
          ),
        },
        { title: t('checkout.items.lineTotal'), key: 'total', align: 'right', render: (_v, line) => formatMoney(line.unitPrice * line.quantity) },
        {
          key: 'remove',
          width: 48,
          render: (_v, line) => <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('checkout.items.remove', { name: line.name })} onClick={() => onRemove(line.key)} />,
        },
      ]}
    />
  );
}

interface FreeValues {
  name: string;
  amount: number | null;
}

/**
 * A free-amount (non-inventory) line: name and amount, Enter adds it. `lineCount` is the cart's
 * size: when a line arrives another way (a product from the search), a refusal left under an
 * empty amount goes.
 */
export function FreeAmountForm({ onAdd, autoFocus, lineCount }: { onAdd: (name: string, unitPrice: number) => void; autoFocus?: boolean; lineCount: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FreeValues>();
  useEffect(() => {
    const amount: unknown = form.getFieldValue('amount');
    if (lineCount > 0 && (amount === null || amount === undefined)) form.setFields([{ name: 'amount', errors: [] }]);
  }, [lineCount, form]);
  return (
    <Form<FreeValues>
      form={form}
      layout="inline"
      requiredMark={false}
      initialValues={{ name: t('checkout.items.freeTitle'), amount: null }}
      onFinish={(v) => {
        onAdd(v.name.trim(), Math.round((v.amount ?? 0) * 100));
        // Ready for the next line: the default name again and no amount.
        form.setFieldsValue({ name: t('checkout.items.freeTitle'), amount: null });
      }}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="name" label={t('checkout.items.freeName')} rules={[zodRule(itemNameRule)]}>
        {/* The count shows where the 40 characters end, so nothing is cut without a sign. */}
        <Input maxLength={40} showCount style={{ width: 210 }} />
      </Form.Item>
      <Space.Compact>
        <Form.Item name="amount" label={t('checkout.items.freeAmount')} rules={[amountRule({ min: 1, max: 100_000_000 }, ruleText('MMCP5908'))]} style={{ marginInlineEnd: 0 }}>
          <AmountInput autoFocus={autoFocus} precision={2} style={{ width: 150 }} />
        </Form.Item>
        <Button htmlType="submit">{t('checkout.items.add')}</Button>
      </Space.Compact>
    </Form>
  );
}
