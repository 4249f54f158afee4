import { App, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginDevice } from '../../../../../shared/actions/devices';
import { isActionError } from '../../../../api/errors';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { type PageState, serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { DEFAULT_PAGE_SIZE } from '../../../../../shared/protocol/paging';
import { useDevices, useRemoveDevice } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

/**
 * Login devices (spec 000 sections 2 and 3): IMEI number, last login, in use or unused, which one
 * this is; any other device can be removed, which signs it out.
 */
export function DevicesSection() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const devices = useDevices(page.pageNum, page.pageSize);
  usePageInRange(page, devices.data?.total, setPage);
  const remove = useRemoveDevice();

  const confirmRemove = (device: LoginDevice) => {
    modal.confirm({
      title: t('devices.removeTitle', { name: device.deviceName }),
      content: t('devices.removeText'),
      okText: t('devices.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(device.deviceNo);
          void message.success(t('devices.removed', { name: device.deviceName }));
        } catch (error) {
          void message.error(isActionError(error) ? error.message : t('errors.unexpected'));
        }
      },
    });
  };

  const columns: TableColumnsType<LoginDevice> = [
    {
      key: 'device',
      title: t('devices.columns.device'),
      render: (_v, d) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{d.deviceName}</Typography.Text>
          <Flex gap={4} wrap>
            {d.current === 'Y' && <Tag color="orange">{t('devices.thisDevice')}</Tag>}
            {d.trusted === 'Y' && <Tag color="blue">{t('devices.trusted')}</Tag>}
          </Flex>
        </Flex>
      ),
    },
    { key: 'imei', dataIndex: 'imei', title: t('devices.columns.imei') },
    {
      key: 'lastLogin',
      title: t('devices.columns.lastLogin'),
      render: (_v, d) => displayDateTime(d.lastLoginAt),
    },
    {
      key: 'status',
      title: t('devices.columns.status'),
      render: (_v, d) =>
        d.inUse === 'Y' ? (
          <Tag color="green">{t('devices.inUse')}</Tag>
        ) : (
          <Tag>{t('devices.unused')}</Tag>
        ),
    },
    {
      key: 'action',
      title: <span className="sr-only">{t('devices.columns.action')}</span>,
      align: 'end',
      render: (_v, d) =>
        d.current === 'Y' ? null : (
          <Button
            danger
            type="link"
            onClick={() => confirmRemove(d)}
            aria-label={t('devices.removeNamed', { name: d.deviceName })}
          >
            {t('devices.remove')}
          </Button>
        ),
    },
  ];

  return (
    <ListTable<LoginDevice> stack={{ actions: 'action' }}
      rowKey="deviceNo"
      columns={columns}
      dataSource={devices.data?.list ?? []}
      loading={devices.isFetching}
      {...serverPaging(page, devices.data?.total ?? 0, setPage)}
      scroll={{ x: 720 }}
      locale={{
        emptyText: (
          <TableEmpty
            failed={devices.isError}
            onRetry={() => void devices.refetch()}
            description={t('devices.empty')}
          />
        ),
      }}
    />
  );
}
