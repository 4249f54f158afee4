import { Button, Card, Col, Drawer, Empty, Row, Skeleton, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableEmpty } from '../../../components/TableEmpty';
import { useServiceProcesses } from '../api';

/** CommonTickets: the provider's service processes as cards; one opens with its steps. */
export function ServiceProcesses({
  open,
  onOpen,
  onRaise,
}: {
  open: string | undefined;
  onOpen: (code: string | undefined) => void;
  onRaise: () => void;
}) {
  const { t } = useTranslation();
  const processes = useServiceProcesses();
  const list = processes.data?.list ?? [];
  const current = list.find((p) => p.code === open);

  if (processes.isLoading) return <Skeleton active />;
  if (processes.isError || list.length === 0) {
    return <TableEmpty failed={processes.isError} onRetry={() => void processes.refetch()} description={t('help.processes.empty')} />;
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t('help.processes.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {list.map((p) => (
          <Col key={p.code} xs={24} md={12} xl={8}>
            <Card
              size="small"
              // The whole question, on two lines if need be (never cut short).
              title={<span style={{ whiteSpace: 'normal' }}>{p.title}</span>}
              extra={<Tag>{p.category}</Tag>}
              actions={[
                <Button key="view" type="link" onClick={() => onOpen(p.code)} aria-label={`${t('help.processes.view')}: ${p.title}`}>
                  {t('help.processes.view')}
                </Button>,
              ]}
              style={{ height: '100%' }}
              styles={{ header: { paddingBlock: 8 } }}
            >
              <Typography.Paragraph style={{ margin: 0 }}>{p.summary}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Drawer open={Boolean(open)} onClose={() => onOpen(undefined)} title={current?.title ?? ''} size={520} destroyOnHidden>
        {current ? (
          <>
            <Typography.Paragraph>{current.summary}</Typography.Paragraph>
            <Typography.Title level={5}>{t('help.processes.steps')}</Typography.Title>
            <Steps orientation="vertical" size="small" current={-1} items={current.steps.map((s) => ({ title: s, status: 'wait' as const }))} />
            <Button type="primary" onClick={onRaise} style={{ marginTop: 16 }}>
              {t('help.processes.raiseFromHere')}
            </Button>
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Drawer>
    </>
  );
}
