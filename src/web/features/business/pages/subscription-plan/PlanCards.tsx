import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Col, List, Row, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { plan } from '../../../../../shared/actions/subscriptions';
import { formatMoney } from '../../../../../shared/format/money';
import { planAction } from './planRules';

export type Plan = z.infer<typeof plan>;

/** The plans side by side, with their price, features and what the person may do with each. */
export function PlanCards({
  plans,
  busy,
  onChoose,
}: {
  plans: Plan[];
  busy: boolean;
  onChoose: (plan: Plan) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {plans.map((p) => {
        const action = planAction(p, plans);
        // Chinese has no singular form, so a count would read "/ 1 个月": one month asks for its own word ("/ 月").
        const period = p.periodMonths === 1 ? t('business.plans.perPeriod_one') : t('business.plans.perPeriod', { count: p.periodMonths });
        const button =
          action === 'current' ? null : (
            <Button
              type={action === 'upgrade' || action === 'choose' ? 'primary' : 'default'}
              block
              disabled={busy || action === 'blocked'}
              onClick={() => onChoose(p)}
              aria-label={t(`business.plans.action.${action}`, { name: p.planName })}
            >
              {t(`business.plans.action.${action}`, { name: p.planName })}
            </Button>
          );
        return (
          <Col key={p.planCode} xs={24} md={8}>
            <Card
              title={p.planName}
              extra={action === 'current' ? <Tag color="orange">{t('business.plans.current')}</Tag> : null}
              style={action === 'current' ? { borderColor: '#fa8c16' } : undefined}
              role="group"
              aria-label={p.planName}
            >
              <Typography.Title level={3} style={{ marginTop: 0 }}>
                {p.price === 0 ? t('business.plans.free') : formatMoney(p.price)}
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  {' '}
                  {period}
                </Typography.Text>
              </Typography.Title>
              <List
                size="small"
                split={false}
                dataSource={p.features}
                renderItem={(f) => (
                  <List.Item style={{ paddingInline: 0 }}>
                    <CheckOutlined aria-hidden style={{ color: '#52c41a', marginInlineEnd: 8 }} />
                    {t(`business.plans.feature.${f}`, { defaultValue: f })}
                  </List.Item>
                )}
              />
              {button &&
                (action === 'blocked' ? (
                  <Tooltip title={t('business.plans.downgradeRule')}>{button}</Tooltip>
                ) : (
                  button
                ))}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
