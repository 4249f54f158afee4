import { Alert, App, Button, Form, Input, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_VAT_RATE_BP } from '../../../../shared/dict/stores';
import { formatMoney } from '../../../../shared/format/money';
import { salesTaxSchema } from '../../../../shared/rules/stores';
import { isActionError } from '../../../api/errors';
import { useFunctions } from '../../../app/guards/permissions';
import { displayDateTime } from '../../../components/dateDisplay';
import { applyFieldErrors, useRevalidateOnLanguageChange } from '../../../components/formRules';
import { PageCard } from '../../../components/PageCard';
import { ruleText } from '../../../i18n';
import { useSalesTax, useSetSalesTax } from '../../stores/api.manage';

interface Values {
  vatRegistered: boolean;
  vatNo?: string;
  ratePct: number | null;
}

/** The VAT inside a VAT-inclusive price, in minor units (the same rounding as the server's vatOf). */
function vatIn(priceMinor: number, rateBp: number): number {
  if (rateBp <= 0) return 0;
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * priceMinor * rateBp + denominator) / (2 * denominator));
}

/** /setting/SalesTax: whether the business is VAT-registered, its VAT number and rate (16% by default). */
export default function SalesTaxPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tax = useSalesTax();
  const save = useSetSalesTax();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const { has } = useFunctions();
  const canEdit = has('3703');
  const registered = Form.useWatch('vatRegistered', form);
  const ratePct = Form.useWatch('ratePct', form);

  if (!tax.data) return <PageCard title={t('salesTax.title')}>{tax.isError ? <Alert type="error" title={t('salesTax.loadFailed')} /> : <Skeleton active />}</PageCard>;

  const submit = async (v: Values) => {
    const wire = {
      vatRegistered: v.vatRegistered ? ('Y' as const) : ('N' as const),
      vatNo: v.vatRegistered ? v.vatNo : undefined,
      rateBp: v.ratePct === null || v.ratePct === undefined ? Number.NaN : Math.round(v.ratePct * 100),
    };
    const parsed = salesTaxSchema.safeParse(wire);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: (i.path[0] === 'rateBp' ? 'ratePct' : i.path[0]) as keyof Values, errors: [ruleText(i.message)] })));
      return;
    }
    try {
      await save.mutateAsync(wire);
      void message.success(t('salesTax.saved'));
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors.map((f) => (f.field === 'rateBp' ? { ...f, field: 'ratePct' } : f)));
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  const d = tax.data;
  const exampleBp = registered && typeof ratePct === 'number' ? Math.round(ratePct * 100) : 0;
  return (
    <PageCard title={t('salesTax.title')}>
      <Typography.Paragraph type="secondary">{t('salesTax.intro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        style={{ maxWidth: 480 }}
        initialValues={{ vatRegistered: d.vatRegistered === 'Y', vatNo: d.vatNo ?? undefined, ratePct: (d.rateBp || DEFAULT_VAT_RATE_BP) / 100 }}
        onFinish={() => void submit(form.getFieldsValue(true) as Values)}
      >
        <Form.Item name="vatRegistered" label={t('salesTax.registered')} valuePropName="checked">
          <Switch checkedChildren={t('common.yes')} unCheckedChildren={t('common.no')} />
        </Form.Item>
        {registered && (
          <>
            <Form.Item name="vatNo" label={t('salesTax.vatNo')} extra={t('salesTax.vatNoHint')}>
              <Input inputMode="numeric" maxLength={9} />
            </Form.Item>
            <Form.Item name="ratePct" label={t('salesTax.rate')}>
              <InputNumber precision={2} step={0.5} suffix="%" style={{ width: 160 }} />
            </Form.Item>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('salesTax.example', { price: formatMoney(116_000), vat: formatMoney(vatIn(116_000, exampleBp)) })}
            />
          </>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
        {d.updatedAt && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('salesTax.updatedAt', { at: displayDateTime(d.updatedAt) })}
          </Typography.Paragraph>
        )}
      </Form>
    </PageCard>
  );
}
