import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useTransferDetail } from '../../api';
import { OrderFacts } from '../../components/OrderFacts';

/** /finance/transfer/details?ordNo=…: one transfer order; a pending one updates by itself. */
export default function TransferDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ordNo = readText(params, 'ordNo', 32) ?? null;
  const detail = useTransferDetail(ordNo);
  return (
    <PageCard title={t('transfer.details.title')} extra={<Button onClick={() => navigate('/finance/transfer')}>{t('transfer.details.back')}</Button>}>
      {!ordNo || detail.isError ? (
        <Result status="warning" title={t('transfer.details.notFound')} />
      ) : detail.data ? (
        <Flex vertical style={{ maxWidth: 640 }}>
          <OrderFacts order={detail.data} full />
        </Flex>
      ) : (
        <Spin />
      )}
    </PageCard>
  );
}
