import { App, Button, Card, Col, Descriptions, Flex, Form, Row, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { PageCard } from '../../../../components/PageCard';
import { catalogueText } from '../../../../i18n';
import { readText, toSearch } from '../../../../components/urlParams';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { newRequestId, useExactSettlementFee, useSettlementFee, useTillMutations } from '../../api';
import { TillSelect } from '../../components/TillSelect';
import { SettlementSettings } from './SettlementSettings';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule } from '../../../../components/amountRule';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { useDestinationText } from '../../components/useDestinationText';

/**
 * /setting/tillManagement/settle (function 3802, type 132): settle a till by hand, never more than
 * its available balance; the charges and the destination (the store's settlement details) show
 * before it is sent. The settlement settings of the store and of the till sit beside it.
 */
export default function SettlePage() {
  const { t } = useTranslation();
  const destinationText = useDestinationText();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tillId = readText(params, 'tillId', 64);
  const [form] = Form.useForm<{ amount: number | null }>();
  const typed = Form.useWatch('amount', form);
  const amount = useDebouncedValue(typed ? Math.round(typed * 100) : null, 300);
  const fee = useSettlementFee(tillId ?? null, amount);
  const exactFee = useExactSettlementFee();
  const { settle } = useTillMutations();
  const requestId = useRef(newRequestId());
  const available = fee.data?.availableBalance ?? 0;

  const submit = async (v: { amount: number | null }) => {
    if (!tillId || !v.amount) return;
    // Money leaves the till: say how much, where to and what arrives before it moves, with the
    // charges of this very amount (the figures beside the field may be a keystroke behind).
    const exact = Math.round(v.amount * 100);
    const quote = await exactFee(tillId, exact).catch(() => null);
    if (!quote) return;
    const charges = quote.fee + quote.exciseDuty + quote.vat;
    const ok = await confirm({
      title: t('tills.settle.confirm', { amount: formatMoney(exact) }),
      content: t('tills.settle.confirmText', {
        destination: destinationText(quote.channel, quote.destination),
        charges: formatMoney(charges),
      }),
    });
    if (!ok) return;
    try {
      const done = await settle.mutateAsync({ tillId, amount: Math.round(v.amount * 100), requestId: requestId.current });
      requestId.current = newRequestId();
      void message.success(done.status === 'S' ? t('tills.settle.done', { amount: formatMoney(done.netAmount), tillNo: done.tillNo }) : t('tills.settle.sent', { amount: formatMoney(done.netAmount) }));
      navigate(`/analysis/settelement/tills?${toSearch({ till: tillId }).toString()}`);
    } catch {
      // the client has shown the refusal; a new attempt gets a new request id
      requestId.current = newRequestId();
    }
  };

  return (
    <PageCard title={t('tills.settle.title')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card size="small">
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
              <Form.Item label={t('tills.settle.till')} htmlFor="settle-till">
                <TillSelect id="settle-till" value={tillId} placeholder={t('tills.settle.chooseTill')} onChange={(v) => setParams(toSearch({ tillId: v }), { replace: true })} />
              </Form.Item>
              {tillId && (
                <>
                  {fee.isPending ? (
                    <Skeleton active paragraph={{ rows: 2 }} />
                  ) : (
                    <Descriptions
                      column={1}
                      size="small"
                      items={[
                        { key: 'available', label: t('tills.field.available'), children: <strong>{formatMoney(available)}</strong> },
                        { key: 'dest', label: t('tills.settle.destination'), children: destinationText(fee.data?.channel ?? 'W', fee.data?.destination) },
                      ]}
                    />
                  )}
                  <Form.Item
                    name="amount"
                    label={t('tills.settle.amount')}
                    rules={[
                      amountRule(null),
                      {
                        // The same rule as the server: never more than the available balance (MMCP5208).
                        validator: async (_rule, v: number | null) => {
                          if (v && Math.round(v * 100) > available) throw new Error(catalogueText('MMCP5208'));
                        },
                      },
                    ]}
                    style={{ marginTop: 12 }}
                    extra={
                      <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldsValue({ amount: available / 100 })}>
                        {t('tills.settle.all')}
                      </Button>
                    }
                  >
                    <AmountInput precision={2} style={{ width: 200 }} />
                  </Form.Item>
                  {typed ? (
                    <Typography.Paragraph type="secondary">
                      {t('tills.settle.charges')}: {formatMoney((fee.data?.fee ?? 0) + (fee.data?.exciseDuty ?? 0) + (fee.data?.vat ?? 0))} · {t('tills.settle.net')}: <strong>{formatMoney(fee.data?.netAmount ?? 0)}</strong>
                    </Typography.Paragraph>
                  ) : null}
                  <Flex gap={8}>
                    <Button type="primary" htmlType="submit" loading={settle.isPending} disabled={available <= 0}>
                      {t('tills.settle.submit')}
                    </Button>
                  </Flex>
                </>
              )}
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <SettlementSettings key={tillId ?? 'store'} tillId={tillId} />
        </Col>
      </Row>
    </PageCard>
  );
}
