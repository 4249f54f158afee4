import { Form, Segmented, Steps } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TransferOrder } from '../../../../../shared/actions/transfer';
import { formatMoney } from '../../../../../shared/format/money';
import { type ActionError, isActionError } from '../../../../api/errors';
import { STORAGE_KEYS } from '../../../../api/storage';
import { applyFieldErrors } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { useKeptReview } from '../../../../components/useKeptReview';
import { PinDialog } from '../../../identity/components/PinDialog';
import { refusalField } from '../../../beneficiary/components/beneficiaryForm';
import { channelByCode } from '../../../../../shared/dict/money';
import { useCancelOrder, useManyPay, useManyPreOrder, usePay, usePreOrder } from '../../api';
import { type TransferFormValues, type TransferMode, newRequestId, payeeOf, readPrefill, toMinor } from '../../components/transferForm';
import { payeeNumberText } from '../../../../../shared/format/payee';
import { InformationStep } from './InformationStep';
import { type ManyFormValues, ManyInformationStep, manyInput } from './ManyInformationStep';
import { type ManyPreOrderResult, ManyResult, ManyReview } from './ManySteps';
import { type PreOrderResult, ReviewStep } from './ReviewStep';
import { ResultStep } from './ResultStep';

/** Where the flow is: 0 information, 1 payment (review), 2 confirm (PIN), 3 result (spec 001 section 4). */
type Flow =
  | { step: 0 }
  | { step: 1 | 2; kind: 'one'; pre: PreOrderResult; remarks?: string }
  | { step: 1 | 2; kind: 'many'; pre: ManyPreOrderResult }
  | { step: 3; kind: 'many'; orders: TransferOrder[] };

/**
 * A payment on its review or PIN step, kept for this tab (sessionStorage) so a reload finds it
 * there again, on its review, with the form behind it. It is forgotten when the flow leaves those
 * steps or the page is left (a reload leaves no page: React runs no clean-up then).
 */
type Kept = { flow: Extract<Flow, { step: 1 | 2; kind: 'one' }>; mode: TransferMode; values: object; requestId: string; search: string };

const isKept = (v: unknown): v is Kept =>
  typeof v === 'object' && v !== null && 'flow' in v && 'mode' in v && 'requestId' in v && 'search' in v && (v as Kept).flow?.kind === 'one' && typeof (v as Kept).flow?.pre === 'object';

const FORM_FIELDS: (keyof TransferFormValues)[] = ['bnfUsrNo', 'rcvCnl', 'bnfMblNo', 'rcvAcNo', 'bankCode', 'accountReference', 'rcvNm', 'amount', 'remarks'];

/**
 * Where a refusal of a transfer to many shows: an amount refusal of one payee (`index` in the
 * envelope) on that payee's amount, of a group on the amount each; anything else about one payee
 * under the payees, naming them.
 */
function manyRefusal(e: ActionError, values: ManyFormValues): { name: NamePath; errors: string[] } {
  const index = e.numberField('index');
  const payee = values.source === 'list' && index !== null ? values.picked?.[index] : undefined;
  if (e.envelope?.field === 'amount') {
    if (values.source === 'group') return { name: 'amountEach', errors: [e.message] };
    if (payee) return { name: ['amounts', payee.bnfUsrNo], errors: [e.message] };
  }
  const text = payee ? `${payee.bnfName}: ${e.message}` : e.message;
  return { name: values.source === 'group' ? 'groupId' : 'picked', errors: [text] };
}

/**
 * /finance/transfer (function 09, transfer type 110): send money to mobile, to bank or to many in
 * four steps — information, payment, confirm with the PIN, result. A link may fill it in
 * (`?bnfId=…`, or `?rcvCnl=…&mobile=…&amount=…`); the result is `?ordNo=…`, so it survives a reload.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [prefill] = useState(() => readPrefill(params));
  // A review kept for the same address (the link it was opened with, if any); its form goes back
  // behind it, and one no longer waiting for the PIN gives way to its result or the empty form.
  const { kept, keep } = useKeptReview(STORAGE_KEYS.transferReview, isKept, (k) => k.search === params.toString() && !params.has('ordNo'), {
    ordNoOf: (k) => k.flow.pre.ordNo,
    restore: (k) => form.setFieldsValue(k.values as Partial<TransferFormValues>),
    gone: (paid) => {
      requestId.current = newRequestId();
      setFlow({ step: 0 });
      if (paid) {
        form.resetFields();
        setParams({ ordNo: paid });
      }
    },
  });
  // A split-bill share's To Pay (?splitOrderNo=…): the order is linked to the share it pays.
  const splitOrderNo = useRef(params.get('splitOrderNo')?.slice(0, 40) || undefined);
  const [mode, setMode] = useState<TransferMode>(kept?.mode ?? prefill.mode);
  const [flow, setFlow] = useState<Flow>(kept ? { ...kept.flow, step: 1 } : { step: 0 });
  const [form] = Form.useForm<TransferFormValues>();
  const [manyForm] = Form.useForm<ManyFormValues>();
  // One request id per order attempt: a retried Next reuses it; a new attempt gets a new one.
  const requestId = useRef(kept?.requestId ?? newRequestId());
  const preOrder = usePreOrder();
  const manyPreOrder = useManyPreOrder();
  const pay = usePay();
  const manyPay = useManyPay();
  const cancel = useCancelOrder();
  const resultOrdNo = params.get('ordNo');

  // A link opened while the page is already open (a notification's 'To Pay'): fill it in afresh.
  const search = params.toString();
  const lastSearch = useRef(search);
  useEffect(() => {
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    const link = new URLSearchParams(search);
    if (link.has('ordNo') || !(link.has('bnfId') || link.has('rcvCnl') || link.has('mode'))) return;
    const next = readPrefill(link);
    splitOrderNo.current = link.get('splitOrderNo')?.slice(0, 40) || undefined;
    setMode(next.mode);
    setFlow({ step: 0 });
    requestId.current = newRequestId();
    form.resetFields();
    form.setFieldsValue({ source: 'new', ...next.values });
  }, [search, form]);

  // Keep the review for this tab while it is on screen; forget it when the flow moves on.
  useEffect(() => {
    // One payee only: a transfer to many is a batch whose state a reload could not check.
    // All values, also those of fields not on screen at this moment (a saved payee's number).
    keep((flow.step === 1 || flow.step === 2) && flow.kind === 'one' ? ({ flow, mode, values: form.getFieldsValue(true) as object, requestId: requestId.current, search } satisfies Kept) : null);
  }, [flow, mode, form, search, keep]);

  const fresh = () => {
    requestId.current = newRequestId();
  };

  /** A refusal goes under the field it is about: the payee's number, the bank, the amount. */
  const showRefusal = (e: unknown, values: TransferFormValues) => {
    if (!isActionError(e)) throw e;
    const rest = applyFieldErrors(form, e.fieldErrors);
    // The KYC and subscription dialogs are shown by the shell's gate watcher.
    if ((e.fieldErrors.length > 0 && rest.length === 0) || e.code === 'MMCP3210' || e.code === 'MMCP3211') return;
    const named = values.source === 'beneficiary' && e.code.startsWith('MMCP43') ? 'bnfUsrNo' : (refusalField(e.code, channelByCode(values.rcvCnl ?? '')?.payee) ?? e.envelope?.field);
    const field = FORM_FIELDS.find((f) => f === named) ?? 'amount';
    form.setFields([{ name: field, errors: [e.message] }]);
  };

  /** The pre-order of the form's payment (Next, and Confirm asking again with the same request id). */
  const preOrderInput = (values: TransferFormValues) => ({
    ...payeeOf(values),
    amount: toMinor(values.amount) ?? 0,
    remarks: values.remarks?.trim() || undefined,
    requestId: requestId.current,
    splitOrderNo: splitOrderNo.current,
  });

  const next = async (values: TransferFormValues) => {
    try {
      const pre = await preOrder.mutateAsync(preOrderInput(values));
      setFlow({ step: 1, kind: 'one', pre, remarks: values.remarks?.trim() || undefined });
    } catch (e) {
      showRefusal(e, values);
    }
  };

  const nextMany = async (values: ManyFormValues) => {
    try {
      const pre = await manyPreOrder.mutateAsync(manyInput(values, requestId.current));
      setFlow({ step: 1, kind: 'many', pre });
    } catch (e) {
      if (!isActionError(e)) throw e;
      manyForm.setFields([manyRefusal(e, values)]);
    }
  };

  /**
   * Confirm with PIN: the pre-order is asked again (the same request id answers the same order) so
   * that a payment made meanwhile, in another tab say, is named now; if it is newly named, the
   * review shows it and Confirm must be pressed again.
   */
  const confirmOne = async () => {
    if (flow.step !== 1 || flow.kind !== 'one') return;
    const values = form.getFieldsValue(true) as TransferFormValues;
    try {
      const again = await preOrder.mutateAsync(preOrderInput(values));
      if (again.ordNo !== flow.pre.ordNo) return;
      const newlyRepeated = again.repeatOf !== null && again.repeatOf.ordNo !== flow.pre.repeatOf?.ordNo;
      setFlow({ ...flow, pre: again, step: newlyRepeated ? 1 : 2 });
    } catch {
      // The review stands as it is; the pay step answers for itself.
      setFlow({ ...flow, step: 2 });
    }
  };

  /** Back from the review: the order waiting for the PIN is cancelled; the next attempt is a new order. */
  const back = () => {
    if (flow.step !== 0 && flow.kind === 'one') void cancel.mutateAsync(flow.pre.ordNo).catch(() => {});
    fresh();
    setFlow({ step: 0 });
  };

  const authorized = async () => {
    if (flow.step !== 2) return;
    try {
      if (flow.kind === 'one') {
        const order = await pay.mutateAsync({ ordNo: flow.pre.ordNo, authTxCode: flow.pre.authTxCode ?? '' });
        setFlow({ step: 0 });
        setParams({ ordNo: order.ordNo });
      } else {
        const paid = await manyPay.mutateAsync({ batchNo: flow.pre.batchNo, authTxCode: flow.pre.authTxCode ?? '' });
        setFlow({ step: 3, kind: 'many', orders: paid.orders });
      }
      // Paid: Back from the result finds an empty form, not the one just paid ready to pay again.
      form.resetFields();
      manyForm.resetFields();
      fresh();
    } catch {
      setFlow({ ...flow, step: 1 });
    }
  };

  const again = () => {
    fresh();
    splitOrderNo.current = undefined;
    setFlow({ step: 0 });
    setParams({});
  };

  const done = () => navigate('/home');

  const current = resultOrdNo ? 3 : flow.step;
  const pinTitle =
    flow.step === 2
      ? flow.kind === 'one'
        ? // The amount the payee gets; the total with the charges beside it when there are charges.
          t(flow.pre.totalAmount > flow.pre.amount ? 'transfer.review.pinTitleCharges' : 'transfer.review.pinTitle', {
            amount: formatMoney(flow.pre.amount),
            total: formatMoney(flow.pre.totalAmount),
            name: flow.pre.rcvNm ?? payeeNumberText(flow.pre) ?? t('transfer.review.unnamed'),
          })
        : t('transfer.review.pinTitleMany', { total: formatMoney(flow.pre.totalAmount), count: flow.pre.orders.length })
      : undefined;

  return (
    <PageCard title={t('transfer.title')}>
      <Steps
        size="small"
        current={current}
        aria-label={t('transfer.steps.label')}
        style={{ marginBottom: 24, maxWidth: 720 }}
        items={[
          { title: t('transfer.steps.information') },
          { title: t('transfer.steps.payment') },
          { title: t('transfer.steps.confirm') },
          { title: t('transfer.steps.result') },
        ]}
      />
      {resultOrdNo ? (
        <ResultStep ordNo={resultOrdNo} onAgain={again} onDone={done} />
      ) : flow.step === 3 ? (
        <ManyResult orders={flow.orders} onAgain={again} onDone={done} />
      ) : (
        <>
          <div hidden={flow.step !== 0}>
            <Segmented<TransferMode>
              aria-label={t('transfer.mode.label')}
              style={{ marginBottom: 20 }}
              value={mode}
              onChange={(m) => {
                setMode(m);
                form.setFieldsValue({ rcvCnl: undefined, bnfMblNo: undefined, rcvAcNo: undefined, bankCode: undefined, accountReference: undefined, rcvNm: undefined });
                fresh();
              }}
              options={[
                { value: 'mobile', label: t('transfer.mode.mobile') },
                { value: 'bank', label: t('transfer.mode.bank') },
                { value: 'many', label: t('transfer.mode.many') },
              ]}
            />
            {mode === 'many' ? (
              <ManyInformationStep form={manyForm} submitting={manyPreOrder.isPending} onNext={(v) => void nextMany(v)} />
            ) : (
              <InformationStep form={form} mode={mode} initialValues={prefill.values} submitting={preOrder.isPending} onNext={(v) => void next(v)} />
            )}
          </div>
          {(flow.step === 1 || flow.step === 2) && flow.kind === 'one' && (
            <ReviewStep pre={flow.pre} remarks={flow.remarks} busy={pay.isPending || preOrder.isPending} onBack={back} onConfirm={() => void confirmOne()} />
          )}
          {(flow.step === 1 || flow.step === 2) && flow.kind === 'many' && (
            <ManyReview pre={flow.pre} busy={manyPay.isPending} onBack={back} onConfirm={() => setFlow({ ...flow, step: 2 })} />
          )}
        </>
      )}
      {flow.step === 2 && flow.pre.authTxCode && (
        <PinDialog
          open
          authTxCode={flow.pre.authTxCode}
          title={pinTitle}
          onAuthorized={() => void authorized()}
          onCancel={() => setFlow({ ...flow, step: 1 })}
          onFailed={() => setFlow({ ...flow, step: 1 })}
        />
      )}
    </PageCard>
  );
}
