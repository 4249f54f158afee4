import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useTills } from '../../api';
import { PaymentRecords } from '../../components/PaymentRecords';
import { TillQr } from '../../components/TillQr';
import { SimulatePayment } from './SimulatePayment';

/**
 * /setting/tillManagement/till?tillId=…: the till card (number, balance, method, QR), the
 * simulator's customer payment (local runs), and the till's transaction records, refreshed every
 * few seconds so that a customer's payment appears while the page is open.
 */
export default function TillPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tillId = readText(params, 'tillId', 64) ?? '';
  const tills = useTills({ pageNum: 1, pageSize: 10, tillId }, { live: true });
  const till = tills.data?.list[0];

  if (tills.isPending) return <PageCard title={t('tills.menu.till')}><Skeleton active /></PageCard>;
  if (!till) {
    return (
      <PageCard title={t('tills.menu.till')}>
        <Alert type="warning" showIcon message={t('tills.till.notFound')} action={<Button onClick={() => navigate('/setting/tillManagement')}>{t('tills.till.back')}</Button>} />
      </PageCard>
    );
  }
  const active = till.status === '0';

  return (
    <PageCard
      title={t('tills.till.title', { tillNo: till.tillNo, name: till.tillName })}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => navigate(`/setting/tillManagement/settle?tillId=${till.tillId}`)}>
            {t('tills.list.settle')}
          </Button>
          <Button onClick={() => navigate(`/finance/money/tillStatement?tillId=${till.tillId}`)}>{t('tills.list.statement')}</Button>
          <Button onClick={() => navigate('/setting/tillManagement')}>{t('tills.till.back')}</Button>
        </Space>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card size="small">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              size="small"
              items={[
                { key: 'no', label: t('tills.field.tillNo'), children: <strong style={{ fontFamily: 'monospace', fontSize: 16 }}>{till.tillNo}</strong> },
                { key: 'status', label: t('tills.field.status'), children: <Tag color={active ? 'green' : 'default'}>{t(`tills.status.${till.status}`)}</Tag> },
                { key: 'store', label: t('tills.field.store'), children: till.storeName },
                { key: 'balance', label: t('tills.field.balance'), children: <strong>{formatMoney(till.balance)}</strong> },
                { key: 'available', label: t('tills.field.available'), children: formatMoney(till.availableBalance) },
                { key: 'method', label: t('tills.field.settleMethod'), children: t(`tills.method.${till.settleMethod}`) },
                { key: 'settled', label: t('tills.field.settled'), children: formatMoney(till.settledAmount) },
                { key: 'created', label: t('tills.field.created'), children: displayDateTime(till.createdAt) },
              ]}
            />
          </Card>
          {active && tills.data?.simulatorFlg === 'Y' && (
            <div style={{ marginTop: 16 }}>
              <SimulatePayment tillNo={till.tillNo} />
            </div>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small">
            <TillQr tillId={till.tillId} tillNo={till.tillNo} active={active} />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 24 }}>
        <PaymentRecords tillId={till.tillId} />
      </div>
    </PageCard>
  );
}
