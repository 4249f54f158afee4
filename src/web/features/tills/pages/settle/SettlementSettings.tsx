import { App, Button, Card, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLE_METHODS } from '../../../../../shared/actions/tills';
import { useSession } from '../../../../api/session';
import { useTillMutations, useTillSetting, useTills } from '../../api';
import { StoreSelect } from '../../components/StoreSelect';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, wholeShillingsRule } from '../../../../components/amountRule';
import { useDestinationText } from '../../components/useDestinationText';

type Method = (typeof SETTLE_METHODS)[number];

/** A store's settlement method (and a till's own, when one is chosen): 0 real time … 3 balance threshold. */
export function SettlementSettings({ tillId }: { tillId?: string }) {
  const { t } = useTranslation();
  const destinationText = useDestinationText();
  const { message } = App.useApp();
  const current = useSession((s) => s.currentStoreId) ?? undefined;
  // A till's settings are its own store's: the till is looked up, never the session's store assumed.
  const tillRow = useTills({ pageNum: 1, pageSize: 1, tillId }, { enabled: Boolean(tillId) });
  const tillStore = tillId ? tillRow.data?.list[0]?.storeId : undefined;
  const [chosenStore, setStoreId] = useState<string | undefined>(current);
  const storeId = tillId ? tillStore : chosenStore;
  const info = useTillSetting(storeId, !tillId || Boolean(tillStore));
  const { setting } = useTillMutations();
  const [form] = Form.useForm<{ method: Method | ''; threshold: number | null }>();
  const ownTill = tillId ? info.data?.tills.find((x) => x.tillId === tillId) : undefined;
  const store = info.data?.store;
  useEffect(() => {
    if (!store) return;
    if (ownTill) form.setFieldsValue({ method: ownTill.ownSettleMethod ?? '', threshold: ownTill.settleThreshold ? ownTill.settleThreshold / 100 : null });
    else form.setFieldsValue({ method: store.settleMethod, threshold: store.settleThreshold ? store.settleThreshold / 100 : null });
  }, [store, ownTill, form]);
  const method = Form.useWatch('method', form);
  const options = SETTLE_METHODS.map((m) => ({ value: m, label: t(`tills.method.${m}`) }));

  const save = async (v: { method: Method | ''; threshold: number | null }) => {
    try {
      const threshold = v.method === '3' && v.threshold ? Math.round(v.threshold * 100) : null;
      if (ownTill) await setting.mutateAsync({ tillId: ownTill.tillId, settleMethod: v.method || null, settleThreshold: threshold });
      else await setting.mutateAsync({ storeId: store?.storeId, settleMethod: (v.method || '1') as Method, settleThreshold: threshold });
      void info.refetch();
      void message.success(t('tills.action.saved'));
    } catch {
      // the client has shown the refusal
    }
  };

  return (
    <Card size="small" title={t('tills.settle.settings')}>
      {!ownTill && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>{t('tills.field.store')}</Typography.Text>
          <StoreSelect aria-label={t('tills.field.store')} value={storeId} onChange={setStoreId} />
        </Flex>
      )}
      {info.isPending || !store ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item name="method" label={ownTill ? t('tills.settle.tillMethod') : t('tills.settle.storeMethod', { store: store.storeName })} extra={t('tills.settle.methodHint')}>
            <Select options={ownTill ? [{ value: '', label: `${t('tills.settle.followStore')} (${t(`tills.method.${store.settleMethod}`)})` }, ...options] : options} style={{ maxWidth: 320 }} />
          </Form.Item>
          {method === '3' && (
            <Form.Item name="threshold" label={t('tills.field.threshold')} rules={[amountRule({ min: 1000, max: 99_999_999_999 }), wholeShillingsRule]}>
              <AmountInput precision={0} style={{ width: 180 }} />
            </Form.Item>
          )}
          <Typography.Paragraph type="secondary">
            {t('tills.settle.destination')}: {destinationText(store.channel, store.destination)}
          </Typography.Paragraph>
          {store.channel === 'W' && <Typography.Paragraph type="secondary">{t('tills.settle.noDestination')}</Typography.Paragraph>}
          <Button htmlType="submit" loading={setting.isPending}>
            {t('tills.action.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
