import { Alert, App, Button, Descriptions, Flex, Form, Input, Modal, Result, Spin, Steps, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApprovalDetail } from '../../../../shared/actions/approvals';
import type { MoneyOrder } from '../../../../shared/actions/money';
import { formatMoney } from '../../../../shared/format/money';
import { approvalReasonRule } from '../../../../shared/rules/approvals';
import { isActionError } from '../../../api/errors';
import { useConfirm } from '../../../app/overlay/useConfirm';
import { PageCard } from '../../../components/PageCard';
import { displayDateTime } from '../../../components/dateDisplay';
import { zodRule, validValues } from '../../../components/formRules';
import { payeeNumberText } from '../../../../shared/format/payee';
import { ruleText } from '../../../i18n';
import { OrderStatusTag } from '../../wallet/components/OrderStatusTag';
import { useApproval, useDecide } from '../api';
import { ApprovalStatusTag } from '../components/ApprovalStatusTag';
import { orderFailureText } from '../../../components/orderFailure';
import { useMandateTypeText } from '../components/useMandateTypeText';
import { ListTable } from '../../../components/stackedColumns';

const STEP_STATUS = { W: 'wait', A: 'finish', R: 'error', N: 'wait' } as const;

/**
 * /setting/transactionApproval/detail?approvalNo=…: the held transaction, its authorizers in order
 * with their decisions, its history and its orders. The authorizer whose turn it is approves or
 * rejects (with a reason); the initiator may close it while it waits.
 */
export default function ApprovalDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const approvalNo = params.get('approvalNo');
  const approval = useApproval(approvalNo);
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const a = approval.data;
  if (!a) return approval.isError || !approvalNo ? <Result status="warning" title={t('approvals.approval.notFound')} /> : <Spin />;

  const run = async (operTyp: '01' | '02' | '04', done: string, reason?: string) => {
    setError(null);
    try {
      await decide.mutateAsync({ approvalNo: a.approvalNo, operTyp, kind: a.kind, ...(reason ? { reason } : {}) });
      void message.success(done);
      return true;
    } catch (e) {
      if (!isActionError(e)) throw e;
      if (e.fieldErrors.some((f) => f.field === 'reason')) form.setFields([{ name: 'reason', errors: e.fieldErrors.map((f) => ruleText(f.message)) }]);
      else setError(e.message);
      return false;
    }
  };

  const agree = async () => {
    const last = a.approved + 1 >= a.required;
    if (!(await confirm({ title: t(last ? 'approvals.approval.agreeConfirmLast' : 'approvals.approval.agreeConfirm', { summary: a.summary }) }))) return;
    await run('01', t('approvals.approval.agreed'));
  };
  const close = async () => {
    if (!(await confirm({ title: t('approvals.approval.closeConfirm', { approvalNo: a.approvalNo }), danger: true }))) return;
    await run('04', t('approvals.approval.closed'));
  };
  const reject = async () => {
    // A reason the rule refuses is said under the field; nothing is sent.
    const values = await validValues(form);
    if (!values) return;
    if (await run('02', t('approvals.approval.rejected'), values.reason.trim())) setRejecting(false);
  };

  return (
    <PageCard
      title={`${t('approvals.approval.title')} ${a.approvalNo}`}
      extra={
        <Flex gap={8}>
          {a.canApprove === 'Y' && (
            <>
              <Button type="primary" loading={decide.isPending} onClick={() => void agree()}>
                {t('approvals.approval.agree')}
              </Button>
              <Button danger disabled={decide.isPending} onClick={() => setRejecting(true)}>
                {t('approvals.approval.reject')}
              </Button>
            </>
          )}
          {a.canClose === 'Y' && (
            <Button disabled={decide.isPending} onClick={() => void close()}>
              {t('approvals.approval.close')}
            </Button>
          )}
        </Flex>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {a.canApprove === 'Y' && <Alert type="warning" showIcon message={t('approvals.approval.yourTurn')} style={{ marginBottom: 16 }} />}
      <Facts a={a} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('approvals.approval.steps')}
      </Typography.Title>
      <Steps
        direction={a.mandateTyp === '1' ? 'horizontal' : 'vertical'}
        size="small"
        items={a.steps.map((s) => ({
          title: a.mandateTyp === '1' ? `${s.seq}. ${s.name}` : s.name,
          status: STEP_STATUS[s.status],
          description: `${t(`approvals.approval.step.${s.status}`)}${s.decidedAt ? ` · ${displayDateTime(s.decidedAt)}` : ''}${s.reason ? ` · ${s.reason}` : ''}`,
        }))}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('approvals.approval.orders')}
      </Typography.Title>
      <ListTable<MoneyOrder> stack={{ aside: 'amount' }}
        rowKey="ordNo"
        size="small"
        pagination={false}
        // On a phone the row scrolls inside the card; an order number never breaks into pieces.
        scroll={{ x: 'max-content' }}
        dataSource={a.orders}
        columns={[
          { key: 'ordNo', title: t('approvals.approval.ordNo'), render: (_v, o) => <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{o.ordNo}</Typography.Text> },
          { key: 'to', title: t('approvals.approval.summary'), render: (_v, o) => o.rcvNm ?? payeeNumberText(o) ?? '' },
          { key: 'amount', title: t('approvals.approval.amount'), align: 'right', render: (_v, o) => formatMoney(o.totalAmount) },
          { key: 'status', title: t('approvals.approval.status'), render: (_v, o) => <OrderStatusTag status={o.status} /> },
          { key: 'result', title: t('approvals.approval.result'), render: (_v, o) => (o.status === 'F' ? orderFailureText(o) : o.resultDesc) ?? '' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('approvals.approval.history')}
      </Typography.Title>
      <Timeline
        items={a.events.map((e) => ({
          color: e.stage === '02' ? 'red' : e.stage === '01' ? 'green' : 'gray',
          children: `${displayDateTime(e.at)} · ${t(`approvals.approval.stage.${e.stage}`)}${e.name ? ` · ${e.name}` : ''}${e.reason ? ` · ${e.reason}` : ''}`,
        }))}
      />
      <Modal
        open={rejecting}
        title={t('approvals.approval.rejectTitle', { approvalNo: a.approvalNo })}
        okText={t('approvals.approval.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('approvals.approval.reason')} rules={[{ required: true, whitespace: true, message: ruleText('MMCP5716') }, zodRule(approvalReasonRule)]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}

function Facts({ a }: { a: ApprovalDetail }) {
  const { t } = useTranslation();
  const types = useMandateTypeText();
  const sub = types.subType(a.txTyp, a.subTyp);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'summary', label: t('approvals.approval.summary'), children: a.summary, span: 2 },
        { key: 'type', label: t('approvals.approval.txTyp'), children: `${types.txType(a.txTyp)}${sub ? ` · ${sub}` : ''}` },
        { key: 'amount', label: t('approvals.approval.amount'), children: formatMoney(a.amount) },
        { key: 'initiator', label: t('approvals.approval.initiator'), children: a.initiatorName },
        { key: 'createdAt', label: t('approvals.approval.createdAt'), children: displayDateTime(a.createdAt) },
        { key: 'status', label: t('approvals.approval.status'), children: <ApprovalStatusTag status={a.status} /> },
        { key: 'progress', label: t('approvals.approval.progress'), children: t('approvals.approval.progressOf', { approved: a.approved, required: a.required }) },
        { key: 'mandate', label: t('approvals.approval.mandate'), children: `${a.mandateNo} · ${t(`approvals.mandate.type.${a.mandateTyp}`)}` },
        { key: 'next', label: t('approvals.approval.next'), children: a.nextApprovers.join(', ') || '—' },
        ...(a.resultDesc ? [{ key: 'result', label: t('approvals.approval.result'), children: a.resultDesc, span: 2 }] : []),
      ]}
    />
  );
}
