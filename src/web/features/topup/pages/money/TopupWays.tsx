import { BankOutlined, CreditCardOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, List, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TopupCard } from '../../../../../shared/actions/topup';
import { useTopupCards } from '../../api';

function CardRow({ card }: { card: TopupCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item style={{ paddingInline: 0 }}>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>
            {card.bankName} {card.cardNo}
          </Typography.Text>
          <Flex gap={4} wrap>
            <Tag color="blue">{t(`topup.card.payType.${card.payType}`)}</Tag>
            <Tag>{t(`topup.cards.cardType.${card.cardType}`)}</Tag>
            <Tag color={card.cardFlag === '1' ? 'green' : 'default'}>{t(`topup.cards.flag.${card.cardFlag}`)}</Tag>
          </Flex>
        </Flex>
        {/* The rail's reason applies to every card and shows once below; a card's own reason shows here. */}
        {card.cardFlag === '0' && card.unavailableReason && <Typography.Text type="secondary">{card.unavailableReason}</Typography.Text>}
        {card.topupAvailable === 'Y' && (
          <div>
            <Button
              type="primary"
              aria-label={`${t('topup.card.topUp')} ${card.cardNo}`}
              onClick={() => navigate(`/finance/money/mobileInformation?cardId=${encodeURIComponent(card.cardId)}`)}
            >
              {t('topup.card.topUp')}
            </Button>
          </div>
        )}
      </Flex>
    </List.Item>
  );
}

/** The three ways to top up: M-PESA from a payment mobile, a linked bank card, a bank transfer. */
export function TopupWays() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useTopupCards();
  const list = cards.data?.list ?? [];
  const anyCardWorks = list.some((c) => c.topupAvailable === 'Y');
  return (
    <section aria-labelledby="topup-ways">
      <Typography.Title level={2} id="topup-ways" style={{ fontSize: 18 }}>
        {t('topup.ways.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={<span><MobileOutlined /> {t('topup.ways.mpesa')}</span>} style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary">{t('topup.ways.mpesaText')}</Typography.Paragraph>
            <Button type="primary" onClick={() => navigate('/finance/money/mobileInformation')}>
              {t('topup.ways.mpesaButton')}
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={<span><CreditCardOutlined /> {t('topup.ways.card')}</span>} style={{ height: '100%' }}>
            {cards.isError ? (
              <Alert type="warning" showIcon title={t('common.loadFailed')} />
            ) : list.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('topup.cards.empty')}</Typography.Paragraph>
            ) : (
              <List size="small" dataSource={list} rowKey="cardId" renderItem={(card) => <CardRow card={card} />} />
            )}
            {!anyCardWorks && list.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {list.find((c) => c.unavailableReason)?.unavailableReason ?? t('topup.cards.unavailable')}
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={<span><BankOutlined /> {t('topup.ways.bank')}</span>} style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary">{t('topup.ways.bankText')}</Typography.Paragraph>
            <Button onClick={() => navigate('/finance/money/bankInformation')}>{t('topup.ways.bankButton')}</Button>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
