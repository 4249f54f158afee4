import { DownloadOutlined, MailOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Flex, Form, Input, Modal, Progress, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StaffListRow } from '../../../../../shared/actions/staff';
import { emailRule } from '../../../../../shared/rules/identity';
import type { StaffSts } from '../../../../../shared/rules/staff';
import { isActionError } from '../../../../api/errors';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDate } from '../../../../components/dateDisplay';
import { applyFieldErrors, zodRule, validValues } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { ShortName } from '../../../../components/ShortName';
import { TableEmpty } from '../../../../components/TableEmpty';
import { useStoreList } from '../../../stores/api';
import { useChangeStaffStatus, useDownloadStaffList, useSendStaffList, useStaffCounts, useStaffList } from '../../api';
import { readStaffListState, type StaffListState, staffListSearch } from './listQuery';
import { roleText } from '../../../../components/dictText';
import { useFixedActions } from '../../../../components/useFixedActions';
import { ListTable } from '../../../../components/stackedColumns';

export const STATUS_COLOR: Record<StaffSts, string> = { A: 'green', P: 'gold', F: 'default' };

/** /staff: the business's staff, filtered and paged on the server (3601 view, 3602 manage). */
export default function StaffPage() {
  const { t } = useTranslation();
  const fixedActions = useFixedActions();
  const { message } = App.useApp();
  const row = useRowAction();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readStaffListState(new URLSearchParams(search)), [search]);
  const go = (next: StaffListState) => setParams(staffListSearch(next));
  const list = useStaffList({ pageNum: state.pageNum, pageSize: state.pageSize, staffName: state.q, staffSts: state.sts, storeId: state.store });
  usePageInRange(state, list.data?.total, (p) => go({ ...state, ...p }));
  const counts = useStaffCounts();
  const stores = useStoreList({ pageNum: 1, pageSize: 100 });
  const status = useChangeStaffStatus();
  const download = useDownloadStaffList();
  const send = useSendStaffList();
  const [sending, setSending] = useState(false);
  const [sendForm] = Form.useForm<{ email: string }>();

  const filters = { staffName: state.q ?? '', staffSts: state.sts ?? '', storeId: state.store ?? '' };

  const onDownload = async (format: 'csv' | 'xlsx' | 'pdf') => {
    const file = await download.mutateAsync({ ...filters, format });
    const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file.fileName;
    a.click();
    URL.revokeObjectURL(url);
    void message.success(t('staff.list.downloaded'));
  };

  const onSend = async () => {
    const checked = await validValues(sendForm);
    if (!checked) return;
    const { email } = checked;
    try {
      const res = await send.mutateAsync({ ...filters, email });
      void message.success(t('staff.list.sent', { email: res.sentTo }));
      setSending(false);
    } catch (e) {
      if (!isActionError(e)) throw e;
      if (applyFieldErrors(sendForm, e.fieldErrors).length || !e.fieldErrors.length) void message.error(e.message);
    }
  };

  const toggle = (s: StaffListRow) => {
    const freeze = s.staffSts !== 'F';
    const ask = freeze ? { title: t('staff.details.confirmFreeze', { name: s.staffName }), content: t('staff.details.freezeNote'), danger: true } : undefined;
    return row.run(s.staffId, () => status.mutateAsync({ staffId: s.staffId, staffSts: freeze ? 'F' : 'A' }), t(freeze ? 'staff.details.frozen' : 'staff.details.unfrozen', { name: s.staffName }), ask);
  };

  const total = counts.data ? counts.data.A + counts.data.P + counts.data.F : 0;

  return (
    <PageCard title={t('staff.list.title')}>
      {counts.data && total > 0 && (
        <Flex gap={24} wrap align="center" style={{ marginBottom: 16 }} aria-label={t('staff.list.byStatus')}>
          {(['A', 'P', 'F'] as const).map((s) => {
            const count = counts.data![s];
            const percent = Math.round((count / total) * 100);
            return (
              <Flex key={s} gap={8} align="center" style={{ minWidth: 180 }}>
                <Progress
                  type="circle"
                  size={44}
                  percent={percent}
                  format={() => count}
                  strokeColor={s === 'A' ? '#52c41a' : s === 'P' ? '#faad14' : '#bfbfbf'}
                  aria-label={t('staff.list.statusShare', { status: t(`staff.status.${s}`), count, percent })}
                />
                <Typography.Text>{t(`staff.status.${s}`)}</Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      )}
      <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={t('staff.list.search')}
            placeholder={t('staff.list.searchPlaceholder')}
            defaultValue={state.q}
            style={{ width: 220 }}
            onSearch={(q) => go({ ...state, q: q.trim() || undefined, pageNum: 1 })}
          />
          <Select<StaffSts>
            allowClear
            aria-label={t('staff.list.statusFilter')}
            placeholder={t('staff.list.allStatuses')}
            style={{ width: 160 }}
            value={state.sts}
            options={(['A', 'P', 'F'] as const).map((v) => ({ value: v, label: t(`staff.status.${v}`) }))}
            onChange={(sts) => go({ ...state, sts, pageNum: 1 })}
          />
          <Select<string>
            allowClear
            aria-label={t('staff.list.storeFilter')}
            placeholder={t('staff.list.allStores')}
            style={{ width: 200 }}
            value={state.store}
            options={(stores.data?.list ?? []).map((s) => ({ value: s.storeId, label: s.storeName }))}
            onChange={(store) => go({ ...state, store, pageNum: 1 })}
          />
        </Space>
        <Space wrap>
          <Dropdown
            menu={{
              items: (['csv', 'xlsx', 'pdf'] as const).map((f) => ({ key: f, label: t('staff.list.downloadAs', { format: f.toUpperCase() }) })),
              onClick: ({ key }) => void onDownload(key as 'csv' | 'xlsx' | 'pdf').catch(() => {}),
            }}
          >
            <Button icon={<DownloadOutlined />} loading={download.isPending}>
              {t('staff.list.download')}
            </Button>
          </Dropdown>
          <Button icon={<MailOutlined />} onClick={() => setSending(true)}>
            {t('staff.list.send')}
          </Button>
          <ButtonLink type="primary" to="/staff/addStaff">
            {t('staff.list.add')}
          </ButtonLink>
        </Space>
      </Flex>
      <ListTable<StaffListRow>
        rowKey="staffId"
        size="middle"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t(state.q || state.sts || state.store ? 'staff.list.emptySearch' : 'staff.list.empty')} />
          ),
        }}
        columns={[
          { key: 'name', title: t('staff.list.name'), render: (_, s) => <ShortName name={s.staffName} /> },
          { key: 'userName', title: t('staff.list.userName'), dataIndex: 'userName' },
          { key: 'position', title: t('staff.list.position'), dataIndex: 'position' },
          { key: 'role', title: t('staff.list.role'), dataIndex: 'roleName', render: (v: string) => roleText(v) },
          { key: 'stores', title: t('staff.list.stores'), render: (_, s) => s.stores.map((x) => x.storeName).join(', ') },
          { key: 'status', title: t('staff.list.status'), render: (_, s) => <Tag color={STATUS_COLOR[s.staffSts]}>{t(`staff.status.${s.staffSts}`)}</Tag> },
          { key: 'addedAt', title: t('staff.list.addedAt'), render: (_, s) => displayDate(s.createdAt) },
          {
            key: 'actions',
            title: t('staff.list.actions'),
            fixed: fixedActions,
            render: (_, s) => (
              <Space size={0}>
                <ButtonLink type="link" to={`/staff/detailsStaff?staffId=${encodeURIComponent(s.staffId)}`}>
                  {t('staff.list.details')}
                </ButtonLink>
                {/* Why not, as the detail page says, rather than a Freeze the server refuses. */}
                <Tooltip title={s.lockedReason}>
                  <Button type="link" danger={s.staffSts !== 'F' && !s.lockedReason} disabled={row.busy(s.staffId) || !!s.lockedReason} onClick={() => void toggle(s)}>
                    {t(s.staffSts === 'F' ? 'staff.list.unfreeze' : 'staff.list.freeze')}
                  </Button>
                </Tooltip>
              </Space>
            ),
          },
        ]}
        {...serverPaging(state, list.data?.total ?? 0, (p) => go({ ...state, ...p }), { showTotal: (count) => t('staff.list.total', { count }) })}
      />
      <Modal open={sending} title={t('staff.list.sendTitle')} okText={t('staff.list.send')} confirmLoading={send.isPending} onOk={() => void onSend().catch(() => {})} onCancel={() => setSending(false)} destroyOnHidden>
        <Form form={sendForm} layout="vertical" preserve={false}>
          <Form.Item required name="email" label={t('staff.list.sendEmail')} rules={[zodRule(emailRule)]}>
            <Input maxLength={120} autoComplete="email" />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
