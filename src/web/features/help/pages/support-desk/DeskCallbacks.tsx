import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeskCallback } from '../../../../../shared/actions/help';
import { CALLBACK_STATUSES, type CallbackStatus } from '../../../../../shared/dict/help';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { displayPhone } from '../../../../../shared/rules/identity';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { displayDateTime } from '../../../../components/dateDisplay';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useDeskCallbacks, useMarkCalled } from '../../api';
import { CallbackStatusTag } from '../../components/TicketStatusTag';
import type { DeskState } from './deskQuery';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

/** SupportCallBackList: every business's call-back requests, soonest first; a pending one can be marked called. */
export function DeskCallbacks({ state, go }: { state: DeskState; go: (next: DeskState) => void }) {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const list = useDeskCallbacks({ pageNum: state.pageNum, pageSize: state.pageSize, status: state.callbackStatus });
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));
  const mark = useMarkCalled();
  const row = useRowAction();
  return (
    <>
      <Flex style={{ marginBottom: 16 }}>
        <Select<CallbackStatus>
          allowClear
          aria-label={t('help.callBack.status')}
          placeholder={t('help.tickets.allStatuses')}
          style={{ width: 200 }}
          value={state.callbackStatus}
          options={CALLBACK_STATUSES.map((v) => ({ value: v, label: t(`help.callbackStatus.${v}`) }))}
          onChange={(callbackStatus) => go({ ...state, callbackStatus, pageNum: 1 })}
        />
      </Flex>
      <ListTable<DeskCallback>
        rowKey="callbackId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('help.desk.callbacksEmpty')} /> }}
        columns={[
          { key: 'time', title: t('help.callBack.preferredTime'), render: (_, c) => displayDateTime(c.preferredTime) },
          { key: 'phone', title: t('help.callBack.phone'), render: (_, c) => displayPhone(c.phone) },
          { key: 'business', title: t('help.desk.business'), render: (_, c) => `${c.merchantName} (${c.merchantNo})` },
          { key: 'by', title: t('help.desk.requestedBy'), dataIndex: 'requestedBy' },
          { key: 'note', title: t('help.desk.note'), render: (_, c) => c.note ?? '' },
          { key: 'status', title: t('help.callBack.status'), render: (_, c) => <CallbackStatusTag status={c.status} /> },
          {
            key: 'actions',
            title: '',
            fixed: fixedActions,
            render: (_, c) =>
              c.status === 'P' && (
                <Button
                  type="link"
                  disabled={row.busy(c.callbackId)}
                  onClick={() =>
                    void row.run(c.callbackId, () => mark.mutateAsync(c.callbackId), t('help.desk.called'), {
                      title: t('help.desk.confirmCalled', { phone: displayPhone(c.phone) }),
                    })
                  }
                >
                  {t('help.desk.markCalled')}
                </Button>
              ),
          },
        ]}
        {...serverPaging(state, list.data?.total ?? 0, (p) => go({ ...state, ...p }))}
      />
    </>
  );
}
