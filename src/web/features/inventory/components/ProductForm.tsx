import { Alert, Button, Col, Flex, Form, Input, InputNumber, Row, Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '../../../../shared/actions/inventory';
import { formatAmount } from '../../../../shared/format/money';
import {
  DEFAULT_LOW_STOCK,
  PUBLISH_STATUSES,
  STATUS_KEYS,
  discountProblem,
  productDescriptionRule,
  productNameRule,
  productUnitRule,
  stockRule,
} from '../../../../shared/rules/inventory';
import { isActionError } from '../../../api/errors';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { ruleText } from '../../../i18n';
import { useCategories, useCheckProductName, useSaveProduct } from '../api';
import { type ProductImage, ProductImageInput } from './ProductImageInput';
import { toMinor } from './ProductBits';
import { AmountInput } from '../../../components/AmountInput';
import { amountRule } from '../../../components/amountRule';

export interface ProductFormValues {
  name: string;
  categoryId?: string;
  price?: number;
  discount?: number;
  stock?: number;
  lowStock?: number;
  unit?: string;
  description?: string;
  status: '0' | '1' | '2';
  image: ProductImage | null;
}

function valuesOf(p: Product): ProductFormValues {
  return {
    name: p.name,
    categoryId: p.categoryId ?? undefined,
    price: p.price / 100,
    discount: p.discount / 100,
    stock: p.stock,
    lowStock: p.lowStock,
    unit: p.unit ?? '',
    description: p.description ?? '',
    status: p.status,
    image: p.imageFileId ? { fileId: p.imageFileId, url: p.imageUrl } : null,
  };
}

/**
 * The add and edit form of a product (/manage/inventory/addInventory, /editInventory): the shared
 * rules on every field, the name checked for duplicates as it is left, the discount against the
 * price, server field errors back onto the fields; saving goes to the product's detail.
 */
export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  useRevalidateOnLanguageChange(form);
  const categories = useCategories();
  const save = useSaveProduct();
  const checkName = useCheckProductName();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (product) form.setFieldsValue(valuesOf(product));
  }, [product, form]);

  const nameTaken = async (name: string) => {
    const parsed = productNameRule.safeParse(name);
    if (!parsed.success) return;
    try {
      const out = await checkName.mutateAsync({ name: parsed.data, productId: product?.productId });
      if (out.exists === 'Y') form.setFields([{ name: 'name', errors: [ruleText('MMCP5803')] }]);
    } catch {
      // the save checks again
    }
  };

  const submit = async (v: ProductFormValues) => {
    setError(null);
    try {
      const out = await save.mutateAsync({
        productId: product?.productId,
        name: v.name,
        categoryId: v.categoryId ?? null,
        price: toMinor(v.price) ?? 0,
        discount: toMinor(v.discount) ?? 0,
        stock: v.stock ?? 0,
        lowStock: v.lowStock ?? DEFAULT_LOW_STOCK,
        unit: v.unit ?? '',
        description: v.description ?? '',
        status: v.status,
        imageFileId: v.image?.fileId ?? null,
        ...(product ? { stockBefore: product.stock } : {}),
      });
      void navigate(`/manage/inventory/inventoryDetail?productId=${out.product.productId}&saved=1`);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const errors = e.fieldErrors.map((f) => (f.field === 'imageFileId' ? { ...f, field: 'image' } : f));
      const rest = applyFieldErrors(form, errors);
      if (errors.length === 0 || rest.length > 0) setError(e.message);
    }
  };

  const back = product ? `/manage/inventory/inventoryDetail?productId=${product.productId}` : '/manage/inventory';

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ status: '1', discount: 0, lowStock: DEFAULT_LOW_STOCK, image: null }}
      onFinish={(v) => void submit(v)}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="image" label={t('inventory.form.image')}>
        <ProductImageInput />
      </Form.Item>
      <Form.Item name="name" label={t('inventory.field.name')} rules={[zodRule(productNameRule)]} validateTrigger={['onBlur', 'onChange']}>
        <Input maxLength={80} onBlur={(e) => void nameTaken(e.target.value)} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('inventory.field.category')}>
        <Select
          allowClear
          placeholder={t('inventory.form.noCategory')}
          loading={categories.isLoading}
          options={(categories.data?.list ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="price" label={t('inventory.field.price')} rules={[amountRule({ min: 1, max: 1_000_000_000 })]}>
            <AmountInput precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="discount"
            label={t('inventory.field.discount')}
            dependencies={['price']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, value: number | null) => {
                  const problem = discountProblem(toMinor(getFieldValue('price') as number | null), toMinor(value));
                  if (problem) throw new Error(ruleText(problem));
                },
              }),
            ]}
          >
            <AmountInput precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item noStyle shouldUpdate={(a, b) => a.price !== b.price || a.discount !== b.discount}>
        {({ getFieldValue }) => {
          const price = toMinor(getFieldValue('price') as number | null);
          const discount = toMinor(getFieldValue('discount') as number | null) ?? 0;
          return price !== null && discount > 0 && discount <= price ? (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('inventory.form.customerPays', { amount: formatAmount(price - discount) })} />
          ) : null;
        }}
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          {/* No min or max on the field: stockRule says what is wrong instead of changing the count. */}
          <Form.Item name="stock" label={t('inventory.field.stock')} rules={[zodRule(stockRule)]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="lowStock"
            label={t('inventory.field.lowStock')}
            tooltip={t('inventory.form.lowStockHint')}
            rules={[
              {
                validator: async (_r, v: number | null | undefined) => {
                  if (v === null || v === undefined) return;
                  const checked = stockRule.safeParse(v);
                  if (!checked.success) throw new Error(ruleText(checked.error.issues[0]?.message ?? 'INVALID_VALUE'));
                },
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="unit" label={t('inventory.field.unit')} rules={[zodRule(productUnitRule)]}>
            <Input placeholder={t('inventory.form.unitPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('inventory.field.description')} rules={[zodRule(productDescriptionRule)]}>
        <Input.TextArea rows={3} showCount maxLength={400} />
      </Form.Item>
      <Form.Item name="status" label={t('inventory.field.status')}>
        <Segmented options={[...PUBLISH_STATUSES].reverse().map((s) => ({ value: s, label: t(`inventory.status.${STATUS_KEYS[s]}`) }))} />
      </Form.Item>
      <Flex gap={8}>
        <Button onClick={() => void navigate(back)}>{t('inventory.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('inventory.save')}
        </Button>
      </Flex>
    </Form>
  );
}
