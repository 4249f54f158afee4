import { App, Button, Flex, Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BillAccount, UtilityBill } from '../../../../../shared/actions/bills';
import { UTILITY_KIND_CODES } from '../../../../../shared/dict/bills';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/protocol/paging';
import { billNicknameRule } from '../../../../../shared/rules/bills';
import { isActionError } from '../../../../api/errors';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { applyFieldErrors, zodRule, validValues } from '../../../../components/formRules';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { billAccountNo } from '../../components/billAccountText';
import { useAccounts, useCollectAccount, useDeleteAccount, useEditAccount } from '../../api';
import { BillTargetFields, type BillTargetValues } from '../../components/BillTargetFields';
import { ListTable } from '../../../../components/stackedColumns';

/** The dialog that saves an account: checked with the biller first, so its holder's name is kept. */
function AddAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BillTargetValues & { nickname?: string }>();
  const [bill, setBill] = useState<UtilityBill | null>(null);
  const collect = useCollectAccount();
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await collect.mutateAsync({ biller: values.biller ?? '', accountNo: values.accountNo ?? '', nickname: values.nickname?.trim() || undefined });
      void message.success(t('bills.accounts.saved'));
      form.resetFields();
      setBill(null);
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) form.setFields([{ name: 'accountNo', errors: [e.message] }]);
    }
  };
  return (
    <Modal open={open} title={t('bills.accounts.add')} onCancel={onClose} onOk={() => void save()} okText={t('bills.accounts.save')} cancelText={t('bills.accounts.cancel')} confirmLoading={collect.isPending} destroyOnHidden>
      <Form form={form} layout="vertical">
        <BillTargetFields form={form} bill={bill} onChecked={setBill} />
        <Form.Item name="nickname" label={t('bills.accounts.nickname')} rules={[zodRule(billNicknameRule)]}>
          <Input maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EditAccountDialog({ account, onClose }: { account: BillAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ nickname?: string }>();
  const edit = useEditAccount();
  const save = async () => {
    if (!account) return;
    const values = await validValues(form);
    if (!values) return;
    try {
      await edit.mutateAsync({ accountId: account.accountId, nickname: values.nickname?.trim() ?? '' });
      void message.success(t('bills.accounts.updated'));
      onClose();
    } catch (e) {
      if (isActionError(e)) applyFieldErrors(form, e.fieldErrors);
    }
  };
  return (
    <Modal open={Boolean(account)} title={t('bills.accounts.edit')} onCancel={onClose} onOk={() => void save()} okText={t('bills.accounts.save')} cancelText={t('bills.accounts.cancel')} confirmLoading={edit.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ nickname: account?.nickname ?? '' }} preserve={false}>
        <Form.Item name="nickname" label={t('bills.accounts.nickname')} rules={[zodRule(billNicknameRule)]}>
          <Input maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /finance/payUtilities/accountManage/index: the accounts the business saved, paged on the server,
 * searched and filtered by type (kept in the URL); pay one, rename it, delete it.
 */
export default function AccountManagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const kind = readText(params, 'kind', 2);
  const [search, setSearch] = useState(readText(params, 'q', 40) ?? '');
  const q = useDebouncedValue(search.trim(), 500);
  const accounts = useAccounts({ ...page, utilityKind: kind as BillAccount['utilityKind'] | undefined, qryEnter: q || undefined });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BillAccount | null>(null);
  const remove = useDeleteAccount();
  const row = useRowAction();

  return (
    <PageCard
      title={t('bills.accounts.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('bills.accounts.add')}
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('bills.accounts.search')}
          placeholder={t('bills.accounts.search')}
          style={{ width: 300 }}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setParams(toSearch({ kind, q: e.target.value.trim() || undefined }), { replace: true });
          }}
        />
        <Select
          aria-label={t('bills.form.kind')}
          allowClear
          style={{ width: 200 }}
          placeholder={t('bills.history.all')}
          value={kind}
          onChange={(v: string | undefined) => setParams(toSearch({ kind: v, q: q || undefined }))}
          options={UTILITY_KIND_CODES.map((k) => ({ value: k, label: t(`bills.kind.${k}`) }))}
        />
      </Flex>
      <ListTable<BillAccount>
        rowKey="accountId"
        loading={accounts.isFetching}
        dataSource={accounts.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={accounts.isError} onRetry={() => void accounts.refetch()} description={t('bills.accounts.empty')} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: accounts.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => setParams(toSearch({ kind, q: q || undefined, page: p, size: s })),
        }}
        scroll={{ x: 760 }}
        columns={[
          { key: 'provider', title: t('bills.history.provider'), render: (_v, a) => `${a.billerName} · ${t(`bills.kind.${a.utilityKind}`)}` },
          { key: 'account', title: t('bills.history.account'), render: (_v, a) => billAccountNo(a) },
          { key: 'holder', title: t('bills.accounts.holder'), render: (_v, a) => a.accountName ?? '' },
          {
            key: 'nickname',
            title: t('bills.accounts.nickname'),
            render: (_v, a) => (
              <>
                {a.nickname ?? ''} {a.hasPlan === 'Y' && <Tag color="orange">{t('bills.accounts.regular')}</Tag>}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v, a) => (
              <Flex gap={4}>
                <Button type="link" onClick={() => navigate(`/finance/payUtilities?${toSearch({ biller: a.biller, account: a.accountNo, package: a.packageCode }).toString()}`)}>
                  {t('bills.accounts.pay')}
                </Button>
                <Button type="link" onClick={() => setEditing(a)} disabled={row.busy(a.accountId)}>
                  {t('bills.accounts.edit')}
                </Button>
                <Button
                  type="link"
                  danger
                  disabled={row.busy(a.accountId)}
                  onClick={() =>
                    void row.run(a.accountId, () => remove.mutateAsync(a.accountId), t('bills.accounts.deleted'), {
                      title: t('bills.accounts.deleteConfirm', { account: a.nickname ?? billAccountNo(a) }),
                      danger: true,
                    })
                  }
                >
                  {t('bills.accounts.delete')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <AddAccountDialog open={adding} onClose={() => setAdding(false)} />
      <EditAccountDialog account={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}
