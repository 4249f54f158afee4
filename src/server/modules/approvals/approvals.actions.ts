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
import { totalOf } from '../../db/paging';
import { sessionAction } from '../../http/action';
import { BizError, fieldError } from '../../http/errors';
import { approvalDetail, approvalRecords, decide, findApproval } from './approvals.service';
import { findMandate } from './gate';
import { addMandate, deleteMandate, editMandate, findMandateByNo, mandateRecords } from './mandates';
// The money kinds (order, batch) register with the gate when this area loads.
import './money';

/** Function 37 More: 3701 account mandate, 3702 transaction approval (spec 000 section 6). */
const MANDATE = { funcNo: '3701' };
const APPROVAL = { funcNo: '3702' };

export const approvalsActions = [
  sessionAction(QueryMerMandateList, MANDATE, async (input, ctx) => {
    let q = ctx.db.selectFrom('mandates').where('merchant_id', '=', ctx.session.merchantId).where('status', '=', 'A');
    if (input.txTyp) q = q.where('tx_typ', '=', input.txTyp);
    const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: await mandateRecords(ctx.db, rows), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(QueryMerMmdAutRul, MANDATE, async (input, ctx) => {
    if (input.mandateNo) return { mandate: (await mandateRecords(ctx.db, [await findMandateByNo(ctx.db, ctx.session.merchantId, input.mandateNo)]))[0] ?? null };
    if (!input.txTyp) throw fieldError(ctx.locale, 'txTyp', 'MMCP5719');
    const row = await findMandate(ctx.db, ctx.session.merchantId, input.txTyp, input.subTyp ?? null, input.amount ?? 0);
    return { mandate: row ? ((await mandateRecords(ctx.db, [row]))[0] ?? null) : null };
  }),

  sessionAction(AddMerMandate, MANDATE, async (input, ctx) => addMandate(ctx, input)),

  sessionAction(EditMerMandate, MANDATE, async (input, ctx) => editMandate(ctx, input.mandateNo, input)),

  sessionAction(DeleteMerMandate, MANDATE, async (input, ctx) => {
    await deleteMandate(ctx, input.mandateNo);
    return { mandateNo: input.mandateNo };
  }),

  sessionAction(QryMerApprovalList, APPROVAL, async (input, ctx) => {
    let q = ctx.db.selectFrom('approvals').where('approvals.merchant_id', '=', ctx.session.merchantId);
    if (input.status) q = q.where('approvals.status', '=', input.status);
    if (input.txTyp) q = q.where('approvals.tx_typ', '=', input.txTyp);
    if (input.todo === 'Y') {
      // Waiting for the caller: pending, with the caller's step still waiting and, on a sequential
      // mandate, no earlier step still waiting (it is the caller's turn).
      q = q.where('approvals.status', '=', 'P').where(({ exists, selectFrom }) =>
        exists(
          selectFrom('approval_steps as s')
            .select('s.id')
            .whereRef('s.approval_id', '=', 'approvals.id')
            .where('s.person_id', '=', ctx.session.personId)
            .where('s.status', '=', 'W')
            .where((sb) =>
              sb.or([
                sb('approvals.mandate_typ', '!=', '1'),
                sb.not(
                  sb.exists(
                    sb
                      .selectFrom('approval_steps as e')
                      .select('e.id')
                      .whereRef('e.approval_id', '=', 's.approval_id')
                      .where('e.status', '=', 'W')
                      .whereRef('e.seq', '<', 's.seq'),
                  ),
                ),
              ]),
            ),
        ),
      );
    }
    const rows = await q.selectAll('approvals').orderBy('approvals.created_at', 'desc').orderBy('approvals.id', 'desc').limit(input.limit).offset(input.offset).execute();
    return { list: await approvalRecords(ctx.db, rows, ctx.session.personId, ctx.locale), total: await totalOf(q, input, rows.length) };
  }),

  sessionAction(QryMerApprovalDetail, APPROVAL, async (input, ctx) =>
    approvalDetail(ctx.db, await findApproval(ctx.db, ctx.session.merchantId, input.approvalNo), ctx.session.personId, ctx.locale),
  ),

  sessionAction(ApprovalOperation, APPROVAL, async (input, ctx) => approvalDetail(ctx.db, await decide(ctx, input.approvalNo, input.operTyp, input.reason), ctx.session.personId, ctx.locale)),

  sessionAction(ApprovalTransferManyPay, APPROVAL, async (input, ctx) => {
    const a = await findApproval(ctx.db, ctx.session.merchantId, input.approvalNo);
    if (a.kind !== 'batch') throw new BizError('MMCP5714');
    return approvalDetail(ctx.db, await decide(ctx, input.approvalNo, input.operTyp, input.reason), ctx.session.personId, ctx.locale);
  }),
];
