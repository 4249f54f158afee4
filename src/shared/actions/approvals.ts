import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { approvalReasonRule, mandateFields } from '../rules/approvals';
import { contract, yn } from './contract';
import { moneyOrder } from './money';

/**
 * Account mandates (/account/accountMandate) and transaction approvals
 * (/setting/transactionApproval): spec 000 sections 2, 3 and 7; spec 001 sections 3, 4, 5 and 7.
 * Amounts are KES minor units; timestamps 14-digit Nairobi time.
 */
const person = z.object({ personId: z.string(), name: z.string() });

export const mandate = z.object({
  mandateNo: z.string(),
  txTyp: z.string(),
  txTypName: z.string(),
  subTyp: z.string().nullable(),
  subTypName: z.string().nullable(),
  limitFrom: z.number().int(),
  /** Null: unlimited. */
  limitTo: z.number().int().nullable(),
  mandateTyp: z.enum(['0', '1', '2']),
  ruleTyp: z.enum(['0', '4']),
  status: z.string(),
  initiators: z.array(person),
  approvers: z.array(person),
  viewers: z.array(person),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mandate = z.infer<typeof mandate>;

const mandateNo = z.string().trim().min(1).max(40);

export const QueryMerMandateList = contract('QueryMerMandateList', pagingInput.extend({ txTyp: z.string().max(4).optional() }), pagedOutput(mandate));

/**
 * A mandate's authorization rule: by `mandateNo` (the edit page), or the one that would hold a
 * transaction of `txTyp`/`subTyp`/`amount` (null when none does).
 */
export const QueryMerMmdAutRul = contract(
  'QueryMerMmdAutRul',
  z.object({ mandateNo: mandateNo.optional(), txTyp: z.string().max(4).optional(), subTyp: z.string().max(4).optional(), amount: z.number().int().min(0).optional() }),
  z.object({ mandate: mandate.nullable() }),
);

export const AddMerMandate = contract('AddMerMandate', mandateFields, mandate);
export const EditMerMandate = contract('EditMerMandate', z.intersection(mandateFields, z.object({ mandateNo })), mandate);
export const DeleteMerMandate = contract('DeleteMerMandate', z.object({ mandateNo }), z.object({ mandateNo: z.string() }));

export const approvalStatus = z.enum(['P', 'S', 'F', 'E', 'C']);

export const approvalStep = z.object({
  seq: z.number().int(),
  personId: z.string(),
  name: z.string(),
  /** W waiting, A approved, R rejected, N no longer needed. */
  status: z.enum(['W', 'A', 'R', 'N']),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const approvalEvent = z.object({ stage: z.string(), name: z.string().nullable(), reason: z.string().nullable(), at: z.string() });

export const approval = z.object({
  approvalNo: z.string(),
  /** order (one money order), batch (a transfer to many) or another area's kind (refund). */
  kind: z.string(),
  ordNo: z.string().nullable(),
  txTyp: z.string(),
  txTypName: z.string(),
  subTyp: z.string().nullable(),
  subTypName: z.string().nullable(),
  amount: z.number().int(),
  summary: z.string(),
  mandateNo: z.string(),
  mandateTyp: z.enum(['0', '1', '2']),
  required: z.number().int(),
  approved: z.number().int(),
  initiatorId: z.string(),
  initiatorName: z.string(),
  status: approvalStatus,
  stage: z.string(),
  resultDesc: z.string().nullable(),
  /** Who may decide now (sequential: the next in line; non-sequential: everyone still waiting). */
  nextApprovers: z.array(z.string()),
  /** Whether the caller may agree or reject now, and whether they may close it (the initiator). */
  canApprove: yn,
  canClose: yn,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Approval = z.infer<typeof approval>;

export const approvalDetail = approval.extend({ steps: z.array(approvalStep), events: z.array(approvalEvent), orders: z.array(moneyOrder) });
export type ApprovalDetail = z.infer<typeof approvalDetail>;

export const QryMerApprovalList = contract(
  'QryMerApprovalList',
  pagingInput.extend({
    status: approvalStatus.optional(),
    txTyp: z.string().max(4).optional(),
    /** Y: only the requests waiting for the caller's decision. */
    todo: yn.optional(),
  }),
  pagedOutput(approval),
);

const approvalNo = z.string().trim().min(1).max(40);

/** The detail of /setting/transactionApproval/detail: the request, its authorizers, history and orders. */
export const QryMerApprovalDetail = contract('QryMerApprovalDetail', z.object({ approvalNo }), approvalDetail);

/** 01 agree, 02 reject (with a reason), 04 close (the initiator withdraws it). */
const operation = z.object({ approvalNo, operTyp: z.enum(['01', '02', '04']), reason: approvalReasonRule.optional() });

export const ApprovalOperation = contract('ApprovalOperation', operation, approvalDetail);

/** The same decision on a held transfer to many (kind batch): answers the batch's orders. */
export const ApprovalTransferManyPay = contract('ApprovalTransferManyPay', operation, approvalDetail);
