import { ArrowDownOutlined, ArrowUpOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined, QrcodeOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../shared/format/money';
import { useSession } from '../../../api/session';
import { findMenuEntry } from '../../../app/menu/menuTree';
import { ButtonLink } from '../../../components/ButtonLink';
import { TableEmpty } from '../../../components/TableEmpty';
import { readPage, toSearch } from '../../../components/urlParams';
import { useWallet } from '../../../api/money';
import { useWalletFlow, useWalletTrans } from '../api';
import { FlowChart } from './FlowChart';
import { MoneyActivity } from './MoneyActivity';
import { useFunctions } from '../../../app/guards/permissions';

const HIDE_KEY = 'biashara.wallet.hideBalance';
const HOME_PAGE_SIZE = 10;

function Heading({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{children}</h2>;
}

const ACTIONS = [
  { key: 'topUp', path: '/finance/money', icon: <PlusOutlined /> },
  { key: 'withdraw', path: '/home/withdraw', icon: <ArrowUpOutlined /> },
  { key: 'requestToPay', path: '/requestToPay', icon: <ArrowDownOutlined /> },
  { key: 'qrCode', path: '/qrCode', icon: <QrcodeOutlined /> },
  { key: 'sendMoney', path: '/finance/transfer', icon: <SendOutlined /> },
] as const;

/**
 * The wallet on /home (function 45 ViewBalance): the balance with a show/hide toggle, the quick
 * actions the person's menu allows, the last 14 days of money in and out, and the latest orders.
 */
export function WalletSection() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const menu = useSession((s) => s.menu);
  const [params, setParams] = useSearchParams();
  // Ten at a time, the tables' default page size (spec 001 section 9).
  const page = { pageNum: readPage(params).pageNum, pageSize: HOME_PAGE_SIZE };
  const wallet = useWallet();
  const flow = useWalletFlow(14);
  // The latest orders are the transaction records' (function 12): shown to those who hold it.
  const showsActivity = useFunctions().has('12');
  const activity = useWalletTrans(page, showsActivity);
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDE_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const actions = ACTIONS.filter((a) => findMenuEntry(menu, a.path));
  const masked = 'KES ••••••';

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card variant="borderless" style={{ height: '100%', background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, #ffffff 80%)` }}>
            <section aria-label={t('wallet.balance.title')}>
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary">{t('wallet.balance.title')}</Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  aria-pressed={!hidden}
                  onClick={toggle}
                >
                  {hidden ? t('wallet.balance.show') : t('wallet.balance.hide')}
                </Button>
              </Flex>
              {wallet.isPending ? (
                <Skeleton.Input active style={{ width: 200, marginTop: 8 }} />
              ) : wallet.data ? (
                <>
                  <Typography.Title level={2} style={{ margin: '4px 0 0', fontSize: 30 }} data-testid="wallet-balance">
                    {hidden ? masked : formatMoney(wallet.data.availableBalance)}
                  </Typography.Title>
                  {wallet.data.reserved > 0 && (
                    <Typography.Text type="secondary">
                      {t('wallet.balance.reserved', { amount: hidden ? masked : formatMoney(wallet.data.reserved) })}
                    </Typography.Text>
                  )}
                </>
              ) : (
                <TableEmpty failed onRetry={() => void wallet.refetch()} description="" />
              )}
              {actions.length > 0 && (
                <Flex wrap gap={8} style={{ marginTop: 16 }}>
                  {actions.map((a) => (
                    <ButtonLink key={a.key} to={a.path} icon={a.icon} type={a.key === 'topUp' ? 'primary' : 'default'}>
                      {t(`wallet.actions.${a.key}`)}
                    </ButtonLink>
                  ))}
                </Flex>
              )}
            </section>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card variant="borderless" style={{ height: '100%' }} title={<Heading>{t('wallet.flow.title')}</Heading>}>
            {flow.data ? (
              <FlowChart days={flow.data.list} />
            ) : flow.isError ? (
              <TableEmpty failed onRetry={() => void flow.refetch()} description="" />
            ) : (
              <Skeleton active paragraph={{ rows: 3 }} />
            )}
          </Card>
        </Col>
      </Row>
      {showsActivity && (
        <Card variant="borderless" title={<Heading>{t('wallet.activity.title')}</Heading>}>
          <MoneyActivity
            rows={activity.data?.list ?? []}
            total={activity.data?.total ?? 0}
            page={page}
            loading={activity.isFetching}
            failed={activity.isError}
            onRetry={() => void activity.refetch()}
            onPage={(p) => setParams(toSearch({ page: p.pageNum }), { replace: true })}
            emptyText={t('wallet.activity.empty')}
          />
        </Card>
      )}
    </>
  );
}
