import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginDevice } from '../../../../../shared/actions/devices';
import { truncateName } from '../../../../../shared/format/name';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useBusinessDevices, useRemoveBusinessDevice } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

/**
 * /setting/deviceManagement (function 39): every device the business's people signed in from,
 * with whose it is, its masked id, the last login and whether a session is open on it. Removing
 * one ends its sessions at once; the device this page is read on cannot be removed here.
 */
export default function DeviceManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pageNum, pageSize } = readPage(params);
  const devices = useBusinessDevices(pageNum, pageSize);
  usePageInRange({ pageNum, pageSize }, devices.data?.total, (p) => setParams(toSearch({ page: p.pageNum, size: p.pageSize })));
  const remove = useRemoveBusinessDevice();
  const row = useRowAction();

  const columns: TableColumnsType<LoginDevice> = [
    {
      key: 'person',
      title: t('deviceManagement.person'),
      dataIndex: 'personName',
      render: (name: string) => <span title={name}>{truncateName(name)}</span>,
    },
    {
      key: 'device',
      title: t('deviceManagement.device'),
      render: (_v, d) => (
        <Flex vertical gap={4}>
          <Typography.Text>{d.deviceName}</Typography.Text>
          {d.current === 'Y' && (
            <span>
              <Tag color="orange">{t('deviceManagement.current')}</Tag>
            </span>
          )}
        </Flex>
      ),
    },
    { key: 'imei', title: t('deviceManagement.imei'), dataIndex: 'imei' },
    { key: 'lastLogin', title: t('deviceManagement.lastLogin'), render: (_v, d) => displayDateTime(d.lastLoginAt) },
    { key: 'lastIp', title: t('deviceManagement.lastIp'), dataIndex: 'lastIp', responsive: ['lg'], render: (ip: string | null) => ip ?? '—' },
    {
      key: 'status',
      title: t('deviceManagement.status'),
      render: (_v, d) =>
        d.inUse === 'Y' ? <Tag color="green">{t('deviceManagement.inUse')}</Tag> : <Tag>{t('deviceManagement.unused')}</Tag>,
    },
    {
      key: 'action',
      title: <span className="sr-only">{t('deviceManagement.remove')}</span>,
      align: 'end',
      // Not the device in use, nor one of a person the reader may not act on (the owner's, a mandate member's).
      render: (_v, d) =>
        d.removable !== 'Y' ? null : (
          <Button
            danger
            type="link"
            disabled={row.busy(d.deviceNo)}
            aria-label={`${t('deviceManagement.remove')} ${d.deviceName} (${d.personName})`}
            onClick={() =>
              void row.run(d.deviceNo, () => remove.mutateAsync(d.deviceNo), t('deviceManagement.removed'), {
                title: t('deviceManagement.removeTitle'),
                content: t('deviceManagement.removeBody', { person: d.personName, device: d.deviceName }),
                okText: t('deviceManagement.remove'),
                danger: true,
              })
            }
          >
            {t('deviceManagement.remove')}
          </Button>
        ),
    },
  ];

  return (
    <PageCard title={t('deviceManagement.title')}>
      <Typography.Paragraph type="secondary">{t('deviceManagement.intro')}</Typography.Paragraph>
      <ListTable<LoginDevice> stack={{ actions: 'action' }}
        rowKey="deviceNo"
        columns={columns}
        dataSource={devices.data?.list ?? []}
        loading={devices.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty failed={devices.isError} onRetry={() => void devices.refetch()} description={t('deviceManagement.empty')} />
          ),
        }}
        {...serverPaging({ pageNum, pageSize }, devices.data?.total ?? 0, (p) => setParams(toSearch({ page: p.pageNum, size: p.pageSize })), { showTotal: (count) => t('deviceManagement.total', { count }), keepPageOnSizeChange: true })}
      />
    </PageCard>
  );
}
