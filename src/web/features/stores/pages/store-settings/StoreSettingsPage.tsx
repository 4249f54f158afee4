import { App, Button, Checkbox, Col, Divider, Flex, Form, Input, Result, Row, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StorefrontDetail } from '../../../../../shared/actions/stores';
import { STOREFRONT_PAYMENT_METHODS } from '../../../../../shared/dict/stores';
import { storefrontFormSchema } from '../../../../../shared/rules/stores';
import { isActionError } from '../../../../api/errors';
import type { UploadedFile } from '../../../../api/upload';
import { applyFieldErrors, useRevalidateOnLanguageChange } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { PhoneInput } from '../../../../components/PhoneInput';
import { PicUpload } from '../../../../components/PicUpload';
import { ruleText } from '../../../../i18n';
import { useStorefrontSettings, useUpdateStorefrontSettings } from '../../api.manage';

interface HoursRow {
  weekday: number;
  open: boolean;
  openTime?: string;
  closeTime?: string;
}

interface SettingsValues {
  banner?: UploadedFile[];
  displayName?: string;
  legalName?: string;
  phone?: string;
  email?: string;
  whatsapp?: string;
  facebook?: string;
  instagram?: string;
  xHandle?: string;
  tiktok?: string;
  paymentMethods: string[];
  location?: string;
  returnPolicy?: string;
  hours: HoursRow[];
}

function toValues(d: StorefrontDetail): SettingsValues {
  const u = (v: string | null) => v ?? undefined;
  return {
    banner: d.bannerFileId && d.bannerUrl ? [{ fileId: d.bannerFileId, fileName: 'banner', url: d.bannerUrl }] : [],
    displayName: u(d.displayName),
    legalName: u(d.legalName),
    phone: d.phone?.slice(-9),
    email: u(d.email),
    whatsapp: d.whatsapp?.slice(-9),
    facebook: u(d.facebook),
    instagram: u(d.instagram),
    xHandle: u(d.xHandle),
    tiktok: u(d.tiktok),
    paymentMethods: d.paymentMethods,
    location: u(d.location),
    returnPolicy: u(d.returnPolicy),
    hours: d.hours.map((h) => ({ weekday: h.weekday, open: h.closed === 'N', openTime: u(h.openTime), closeTime: u(h.closeTime) })),
  };
}

function toWire(v: SettingsValues, d: StorefrontDetail) {
  return {
    bannerFileId: v.banner?.[0]?.fileId,
    displayName: v.displayName,
    legalName: v.legalName,
    phone: v.phone,
    email: v.email,
    whatsapp: v.whatsapp,
    facebook: v.facebook,
    instagram: v.instagram,
    xHandle: v.xHandle,
    tiktok: v.tiktok,
    paymentMethods: v.paymentMethods as (typeof STOREFRONT_PAYMENT_METHODS)[number][],
    location: v.location,
    latitude: d.latitude ?? undefined,
    longitude: d.longitude ?? undefined,
    returnPolicy: v.returnPolicy,
    hours: v.hours.map((h) => ({ weekday: h.weekday, closed: h.open ? ('N' as const) : ('Y' as const), openTime: h.open ? h.openTime : undefined, closeTime: h.open ? h.closeTime : undefined })),
  };
}

/** /setting/manageStoreFront/storeSettings: the storefront's banner, names, contacts, hours and policy. */
export default function StoreSettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const front = useStorefrontSettings();
  const save = useUpdateStorefrontSettings();
  const [form] = Form.useForm<SettingsValues>();
  useRevalidateOnLanguageChange(form);
  const d = front.data;

  if (front.isError) return <PageCard title={t('stores.menu.storeSettings')}><Result status="warning" title={t('stores.front.loadFailed')} /></PageCard>;
  if (!d) return <PageCard title={t('stores.menu.storeSettings')}><Skeleton active /></PageCard>;

  // All the form's values: onFinish's own leave out those without a field (each day's weekday).
  const submit = async (v: SettingsValues) => {
    const wire = toWire(v, d);
    const parsed = storefrontFormSchema.safeParse(wire);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => {
          // hours.N.closed/openTime -> the row's fields of the form.
          const path = i.path.map(String);
          const name = path[0] === 'hours' && path.length === 3 ? ['hours', Number(path[1]), path[2] === 'closed' ? 'open' : path[2]] : path;
          return { name: name as never, errors: [ruleText(i.message)] };
        }),
      );
      return;
    }
    try {
      await save.mutateAsync(wire);
      void message.success(t('stores.front.saved'));
      navigate('/setting/manageStoreFront');
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  return (
    <PageCard title={t('stores.menu.storeSettings')}>
      <Form<SettingsValues> form={form} layout="vertical" initialValues={toValues(d)} onFinish={() => void submit(form.getFieldsValue(true) as SettingsValues)} style={{ maxWidth: 880 }} scrollToFirstError>
        <Form.Item name="banner" label={t('stores.front.banner')} extra={t('stores.front.bannerHint')}>
          <PicUpload merchant maxCount={1} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="displayName" label={t('stores.front.displayName')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="legalName" label={t('stores.front.legalName')}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('stores.front.contacts')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('stores.front.phone')}>
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="whatsapp" label={t('stores.front.whatsapp')}>
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('stores.form.email')}>
              <Input maxLength={120} />
            </Form.Item>
          </Col>
          {(['facebook', 'instagram', 'xHandle', 'tiktok'] as const).map((k) => (
            <Col xs={24} md={6} key={k}>
              <Form.Item name={k} label={t(`stores.front.${k}`)}>
                <Input maxLength={60} placeholder="@" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="paymentMethods" label={t('stores.front.paymentMethods')}>
          <Checkbox.Group options={STOREFRONT_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.method.${m}`, { defaultValue: m }) }))} />
        </Form.Item>
        <Form.Item name="location" label={t('stores.front.location')}>
          <Input maxLength={160} />
        </Form.Item>

        <Divider titlePlacement="start">{t('stores.front.hours')}</Divider>
        <Form.List name="hours">
          {(fields) =>
            fields.map((field) => (
              <HoursRowFields key={field.key} index={field.name} />
            ))
          }
        </Form.List>

        <Form.Item name="returnPolicy" label={t('stores.front.returnPolicy')}>
          <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </PageCard>
  );
}

function HoursRowFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SettingsValues>();
  const weekday = Form.useWatch(['hours', index, 'weekday'], { form, preserve: true }) as number | undefined;
  const open = Form.useWatch(['hours', index, 'open'], { form, preserve: true }) as boolean | undefined;
  const day = weekday ? t(`stores.weekday.${weekday}`) : '';
  return (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ width: 110, paddingTop: 5 }}>{day}</div>
      <Form.Item name={[index, 'open']} valuePropName="checked">
        <Switch aria-label={t('stores.front.openOn', { day })} checkedChildren={t('stores.front.openDay')} unCheckedChildren={t('stores.front.closed')} />
      </Form.Item>
      {open && (
        // Opening and closing times stay on one line, as a range: 08:00 – 19:00.
        <Flex gap={8} align="flex-start">
          <Form.Item name={[index, 'openTime']}>
            <Input type="time" aria-label={t('stores.front.opensAt', { day })} style={{ width: 124 }} />
          </Form.Item>
          <span aria-hidden style={{ paddingTop: 5 }}>
            –
          </span>
          <Form.Item name={[index, 'closeTime']}>
            <Input type="time" aria-label={t('stores.front.closesAt', { day })} style={{ width: 124 }} />
          </Form.Item>
        </Flex>
      )}
    </Flex>
  );
}
