import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddMerMandate,
  ApprovalOperation,
  ApprovalTransferManyPay,
  DeleteMerMandate,
  EditMerMandate,
  QryMerApprovalDetail,
  QryMerApprovalList,
  QueryMerMandateList,
  QueryMerMmdAutRul,
} from '../../../shared/actions/approvals';
import type { InputOf } from '../../../shared/actions/contract';
import { type ActionInput, callAction } from '../../api/client';
import { refreshMoney } from '../../api/money';

/** Query keys of the approvals area: mandates and held transactions, each invalidated on its own. */
export const approvalKeys = {
  all: ['approvals'] as const,
  mandates: () => [...approvalKeys.all, 'mandates'] as const,
  mandateList: (input: object) => [...approvalKeys.mandates(), 'list', input] as const,
  mandate: (mandateNo: string) => [...approvalKeys.mandates(), 'one', mandateNo] as const,
  requests: () => [...approvalKeys.all, 'requests'] as const,
  requestList: (input: object) => [...approvalKeys.requests(), 'list', input] as const,
  request: (approvalNo: string) => [...approvalKeys.requests(), 'one', approvalNo] as const,
};

export function useMandates(input: ActionInput<typeof QueryMerMandateList>) {
  return useQuery({ queryKey: approvalKeys.mandateList(input), queryFn: ({ signal }) => callAction(QueryMerMandateList, input, { signal }), placeholderData: keepPreviousData });
}

export function useMandate(mandateNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.mandate(mandateNo ?? ''),
    queryFn: ({ signal }) => callAction(QueryMerMmdAutRul, { mandateNo: mandateNo ?? '' }, { signal }),
    enabled: Boolean(mandateNo),
  });
}

function useInvalidate(key: readonly unknown[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** Add (no mandateNo) or edit a mandate; field errors come back to the form. */
export function useSaveMandate() {
  const invalidate = useInvalidate(approvalKeys.mandates());
  return useMutation({
    mutationFn: (input: InputOf<typeof AddMerMandate> & { mandateNo?: string }) =>
      input.mandateNo ? callAction(EditMerMandate, { ...input, mandateNo: input.mandateNo }, { hideError: true }) : callAction(AddMerMandate, input, { hideError: true }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteMandate() {
  const invalidate = useInvalidate(approvalKeys.mandates());
  return useMutation({ mutationFn: (mandateNo: string) => callAction(DeleteMerMandate, { mandateNo }), onSuccess: () => void invalidate() });
}

export function useApprovals(input: ActionInput<typeof QryMerApprovalList>) {
  return useQuery({ queryKey: approvalKeys.requestList(input), queryFn: ({ signal }) => callAction(QryMerApprovalList, input, { signal }), placeholderData: keepPreviousData });
}

export function useApproval(approvalNo: string | null) {
  return useQuery({
    queryKey: approvalKeys.request(approvalNo ?? ''),
    queryFn: ({ signal }) => callAction(QryMerApprovalDetail, { approvalNo: approvalNo ?? '' }, { signal, hideError: true }),
    enabled: Boolean(approvalNo),
    retry: false,
    // An approved request's money is on its way: follow it until its orders have an answer.
    refetchInterval: (q) => (q.state.data?.orders.some((o) => o.status === 'P') ? 1500 : false),
  });
}

/** Agree (01), reject (02) or close (04); a transfer to many goes through ApprovalTransferManyPay. */
export function useDecide() {
  const client = useQueryClient();
  const invalidate = useInvalidate(approvalKeys.requests());
  return useMutation({
    mutationFn: (input: InputOf<typeof ApprovalOperation> & { kind: string }) => {
      const { kind, ...body } = input;
      return kind === 'batch' ? callAction(ApprovalTransferManyPay, body, { hideError: true }) : callAction(ApprovalOperation, body, { hideError: true });
    },
    onSuccess: (out) => {
      client.setQueryData(approvalKeys.request(out.approvalNo), out);
      void invalidate();
      if (out.status === 'S' || out.status === 'E') void refreshMoney(client);
    },
  });
}
