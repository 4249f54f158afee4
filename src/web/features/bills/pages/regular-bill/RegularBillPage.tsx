import { Alert, App, Button, Flex, Form, type FormInstance, Input, InputNumber, Modal, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BillPlan, UtilityBill } from '../../../../../shared/actions/bills';
import { formatMoney } from '../../../../../shared/format/money';
import { PAGE_SIZE_OPTIONS } from '../../../../../shared/protocol/paging';
import { billNicknameRule, planDayRule } from '../../../../../shared/rules/bills';
import { isActionError } from '../../../../api/errors';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { PageCard } from '../../../../components/PageCard';
import { TableEmpty } from '../../../../components/TableEmpty';
import { displayDate, displayDateTime } from '../../../../components/dateDisplay';
import { AmountInput } from '../../../../components/AmountInput';
import { amountRule, toMinor } from '../../../../components/amountRule';
import { applyFieldErrors, zodRule, validValues } from '../../../../components/formRules';
import { readPage, toSearch } from '../../../../components/urlParams';
import { MandateHint } from '../../../approvals/components/MandateHint';
import { PinDialog } from '../../../identity/components/PinDialog';
import { useCreatePlan, useDeletePlan, useEditPlan, usePlanDetail, usePlans } from '../../api';
import { BillPackageField } from '../../components/BillPackageField';
import { BillTargetFields, type BillTargetValues } from '../../components/BillTargetFields';
import { billAccountText } from '../../components/billAccountText';
import { ListTable } from '../../../../components/stackedColumns';

interface PlanValues extends BillTargetValues {
  packageCode?: string;
  amount?: number;
  day?: number;
  name?: string;
}

const newRequestId = () => `web-${crypto.randomUUID().replace(/-/g, '')}`;

/** A refusal of a plan's form under the field it names, else under the field `fallback` picks for its code. */
function showPlanRefusal(form: FormInstance, e: unknown, fallback: (code: string) => string): void {
  if (!isActionError(e)) throw e;
  const rest = applyFieldErrors(form, e.fieldErrors);
  if (e.fieldErrors.length === 0 || rest.length > 0) form.setFields([{ name: fallback(e.code), errors: [e.message] }]);
}

/**
 * A new regular bill: the account checked with the biller, amount, day; the PIN prompt says what
 * each month takes from the wallet (amount, fee and taxes, total, as the server quotes them) and
 * authorizes the monthly payments (and, before it, who approves each one when an account mandate holds them).
 */
function NewPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PlanValues>();
  const [bill, setBill] = useState<UtilityBill | null>(null);
  const [authTxCode, setAuthTxCode] = useState<string | null>(null);
  /** Each monthly payment's charges as the server quoted them with the authTxCode. */
  const [charges, setCharges] = useState<{ fee: number; exciseDuty: number; vat: number; totalAmount: number } | null>(null);
  const requestId = useRef(newRequestId());
  const create = useCreatePlan();
  const amount = toMinor(Form.useWatch('amount', form)) ?? 0;

  const input = (values: PlanValues) => ({
    biller: values.biller ?? '',
    accountNo: values.accountNo ?? '',
    amount: toMinor(values.amount) ?? 0,
    packageCode: values.packageCode,
    day: values.day ?? 0,
    name: values.name?.trim() || undefined,
    requestId: requestId.current,
  });

  const refused = (e: unknown) => showPlanRefusal(form, e, (code) => (code === 'MMCP5411' ? 'accountNo' : 'amount'));

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    if (!bill) {
      form.setFields([{ name: 'accountNo', errors: [t('bills.form.checkFirst')] }]);
      return;
    }
    try {
      const out = await create.mutateAsync(input(values));
      setCharges({ fee: out.fee, exciseDuty: out.exciseDuty, vat: out.vat, totalAmount: out.totalAmount });
      setAuthTxCode(out.authTxCode);
    } catch (e) {
      refused(e);
    }
  };

  const authorized = async () => {
    const code = authTxCode;
    setAuthTxCode(null);
    try {
      await create.mutateAsync({ ...input(form.getFieldsValue(true) as PlanValues), authTxCode: code ?? undefined });
      void message.success(t('bills.plans.created'));
      requestId.current = newRequestId();
      form.resetFields();
      setBill(null);
      onClose();
    } catch (e) {
      refused(e);
    }
  };

  const values = form.getFieldsValue(true) as PlanValues;
  return (
    <Modal open={open} title={t('bills.plans.add')} onCancel={onClose} onOk={() => void submit()} okText={t('bills.plans.create')} cancelText={t('bills.plans.cancel')} confirmLoading={create.isPending} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" initialValues={{ day: 1 }}>
        <BillTargetFields
          form={form}
          bill={bill}
          onChecked={(b) => {
            setBill(b);
            requestId.current = newRequestId();
            if (b?.amountDue) form.setFieldsValue({ amount: b.amountDue / 100 });
          }}
        />
        <BillPackageField form={form} bill={bill} />
        <Form.Item
          name="amount"
          label={t('bills.form.amount')}
          rules={[amountRule(bill ? { min: bill.minAmount, max: bill.maxAmount } : null)]}
        >
          <AmountInput precision={2} style={{ width: '100%' }} disabled={!bill} />
        </Form.Item>
        <Form.Item name="day" label={t('bills.plans.day')} rules={[zodRule(planDayRule)]}>
          <InputNumber min={1} max={31} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="name" label={t('bills.plans.name')} rules={[zodRule(billNicknameRule)]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label={t('bills.plans.source')}>
          <Typography.Text>{t('bills.plans.wallet')}</Typography.Text>
        </Form.Item>
        <Flex vertical gap={12}>
          <Alert type="info" showIcon message={t('bills.plans.pinNote')} />
          {bill && amount > 0 && <MandateHint txTyp="02" subTyp={bill.utilityKind} amount={amount} recurring />}
        </Flex>
      </Form>
      {authTxCode && (
        <PinDialog
          open
          authTxCode={authTxCode}
          title={t('bills.plans.pinTitle', {
            total: formatMoney(charges?.totalAmount ?? 0),
            amount: formatMoney(toMinor(values.amount) ?? 0),
            fee: formatMoney((charges?.fee ?? 0) + (charges?.exciseDuty ?? 0) + (charges?.vat ?? 0)),
            provider: bill?.billerName ?? '',
          })}
          onAuthorized={() => void authorized()}
          onCancel={() => setAuthTxCode(null)}
          onFailed={() => setAuthTxCode(null)}
        />
      )}
    </Modal>
  );
}

interface EditValues {
  name?: string;
  day?: number;
  amount?: number | null;
}

/**
 * Changes a regular bill: its name and day at once; a new amount (not a package's, whose price
 * is the biller's) is authorized with the PIN as the first one was (EditBillPlan twice).
 */
function EditPlanDialog({ plan, onClose }: { plan: BillPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const edit = useEditPlan();
  const requestId = useRef(newRequestId());
  const [authTxCode, setAuthTxCode] = useState<string | null>(null);

  const input = (values: EditValues) => {
    const amount = toMinor(values.amount);
    const name = values.name?.trim() ?? '';
    // Only what changed: a day sent counts the plan from today again (the server's rule), so an
    // unchanged one is not sent, or a month already due could be skipped.
    return {
      planNo: plan.planNo,
      ...(name !== (plan.name ?? '') ? { name } : {}),
      ...(values.day !== undefined && values.day !== plan.day ? { day: values.day } : {}),
      ...(amount !== null && amount !== plan.amount ? { amount, requestId: requestId.current } : {}),
    };
  };

  const refused = (e: unknown) => showPlanRefusal(form, e, () => 'amount');

  const done = () => {
    void message.success(t('bills.plans.saved'));
    onClose();
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const out = await edit.mutateAsync(input(values));
      if (out.authTxCode) setAuthTxCode(out.authTxCode);
      else done();
    } catch (e) {
      refused(e);
    }
  };

  const authorized = async () => {
    const code = authTxCode;
    setAuthTxCode(null);
    try {
      await edit.mutateAsync({ ...input(form.getFieldsValue(true) as EditValues), authTxCode: code ?? undefined });
      done();
    } catch (e) {
      refused(e);
    }
  };

  const typed = toMinor(Form.useWatch('amount', form));
  return (
    <Modal open title={t('bills.plans.editTitle')} onCancel={onClose} onOk={() => void submit()} okText={t('common.save')} confirmLoading={edit.isPending} destroyOnHidden width={520}>
      <Form form={form} layout="vertical" initialValues={{ name: plan.name ?? '', day: plan.day, amount: plan.amount / 100 }}>
        <Form.Item label={t('bills.history.provider')}>
          <Typography.Text>
            {plan.billerName} · {billAccountText(plan)}
          </Typography.Text>
        </Form.Item>
        <Form.Item name="amount" label={t('bills.form.amount')} rules={[amountRule(null)]} extra={plan.packageCode ? t('bills.plans.packagePrice') : undefined}>
          <AmountInput precision={2} style={{ width: '100%' }} disabled={Boolean(plan.packageCode)} />
        </Form.Item>
        <Form.Item name="day" label={t('bills.plans.day')} rules={[zodRule(planDayRule)]}>
          <InputNumber min={1} max={31} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="name" label={t('bills.plans.name')} rules={[zodRule(billNicknameRule)]}>
          <Input maxLength={30} />
        </Form.Item>
        {typed !== null && typed !== plan.amount && <Alert type="info" showIcon message={t('bills.plans.editPinNote')} />}
      </Form>
      {authTxCode && (
        <PinDialog
          open
          authTxCode={authTxCode}
          title={t('bills.plans.editPinTitle', { amount: formatMoney(typed ?? plan.amount), provider: plan.billerName })}
          onAuthorized={() => void authorized()}
          onCancel={() => setAuthTxCode(null)}
          onFailed={() => setAuthTxCode(null)}
        />
      )}
    </Modal>
  );
}

/** A plan's last months: paid, failed (retried) or on its way. */
function PlanRuns({ planNo }: { planNo: string }) {
  const { t } = useTranslation();
  const detail = usePlanDetail(planNo);
  const runs = detail.data?.runs ?? [];
  return (
    <ListTable
      size="small"
      rowKey="period"
      loading={detail.isLoading}
      pagination={false}
      dataSource={runs}
      locale={{ emptyText: t('bills.history.empty') }}
      columns={[
        { key: 'period', title: t('bills.plans.runs'), render: (_v, r) => `${r.period.slice(0, 4)}-${r.period.slice(4)}` },
        { key: 'status', title: t('bills.history.status'), render: (_v, r) => <Tag color={r.status === 'S' ? 'success' : r.status === 'F' ? 'error' : 'processing'}>{t(`bills.status.${r.status}`)}</Tag> },
        { key: 'ordNo', title: t('bills.result.ordNo'), render: (_v, r) => r.ordNo ?? '' },
        { key: 'error', title: '', render: (_v, r) => r.lastError ?? '' },
        { key: 'time', title: t('bills.history.time'), render: (_v, r) => displayDateTime(r.updatedAt) },
      ]}
    />
  );
}

/**
 * /finance/payUtilities/regularBill/index: regular bills and auto-recharge, paid from the business
 * wallet on a chosen day each month; paged on the server; pause, resume, delete; each row opens
 * its recent payments.
 */
export default function RegularBillPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const plans = usePlans(page);
  const [adding, setAdding] = useState(params.get('new') === '1');
  const [editing, setEditing] = useState<BillPlan | null>(null);
  const edit = useEditPlan();
  const remove = useDeletePlan();
  const row = useRowAction();

  return (
    <PageCard
      title={t('bills.plans.title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('bills.plans.add')}
        </Button>
      }
    >
      <ListTable<BillPlan> stack={{ aside: 'amount' }}
        rowKey="planNo"
        loading={plans.isFetching}
        dataSource={plans.data?.list ?? []}
        locale={{ emptyText: <TableEmpty failed={plans.isError} onRetry={() => void plans.refetch()} description={t('bills.plans.empty')} /> }}
        expandable={{ expandedRowRender: (p) => <PlanRuns planNo={p.planNo} /> }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: plans.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          onChange: (p, s) => setParams(toSearch({ page: p, size: s })),
        }}
        scroll={{ x: 860 }}
        columns={[
          { key: 'name', title: t('bills.plans.name'), render: (_v, p) => p.name ?? p.billerName },
          { key: 'provider', title: t('bills.history.provider'), render: (_v, p) => `${p.billerName} · ${t(`bills.kind.${p.utilityKind}`)}` },
          { key: 'account', title: t('bills.history.account'), render: (_v, p) => billAccountText(p) },
          { key: 'amount', title: t('bills.history.amount'), align: 'right', render: (_v, p) => formatMoney(p.amount) },
          { key: 'day', title: t('bills.plans.day'), render: (_v, p) => t('bills.plans.dayValue', { day: p.day }) },
          { key: 'next', title: t('bills.plans.next'), render: (_v, p) => displayDate(p.nextRunDate) },
          { key: 'status', title: t('bills.plans.status'), render: (_v, p) => <Tag color={p.status === '0' ? 'success' : 'default'}>{t(`bills.plans.statusValue.${p.status}`)}</Tag> },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v, p) => (
              <Flex gap={4}>
                <Button type="link" disabled={row.busy(p.planNo)} onClick={() => setEditing(p)}>
                  {t('bills.plans.edit')}
                </Button>
                <Button
                  type="link"
                  disabled={row.busy(p.planNo)}
                  onClick={() =>
                    void row.run(p.planNo, () => edit.mutateAsync({ planNo: p.planNo, status: p.status === '0' ? '1' : '0' }), p.status === '0' ? t('bills.plans.paused') : t('bills.plans.resumed'))
                  }
                >
                  {p.status === '0' ? t('bills.plans.pause') : t('bills.plans.resume')}
                </Button>
                <Button
                  type="link"
                  danger
                  disabled={row.busy(p.planNo)}
                  onClick={() =>
                    void row.run(p.planNo, () => remove.mutateAsync(p.planNo), t('bills.plans.deleted'), {
                      title: t('bills.plans.deleteConfirm', { name: p.name ?? p.billerName }),
                      danger: true,
                    })
                  }
                >
                  {t('bills.plans.delete')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <NewPlanDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditPlanDialog plan={editing} onClose={() => setEditing(null)} />}
    </PageCard>
  );
}
