import {
  SupportAnswerTicket,
  SupportCallBackList,
  SupportMarkCalled,
  SupportTakeTicket,
  SupportTicketDetails,
  SupportTicketQueue,
} from '../../../shared/actions/help';
import { TICKET_STATUS } from '../../../shared/dict/help';
import { newId, nowIso } from '../../db/util';
import type { PersonContext } from '../../http/action';
import { BizError } from '../../http/errors';
import { notifyPerson } from '../money/notify';
import { anyTicket, checkAttachment, listDeskCallbacks, listQueue, ticketDetail } from './help.queries';
import { moveTicket, notifyTicket, statusWord } from './help.service';
import { supportAction } from './support';
import { noticeText } from '../notifications/service';

/**
 * The provider's support desk (docs/areas/help.md): support agents only (requireSupport), across
 * every business. What an agent does is written to the audit trail of the ticket's business.
 */

function auditScope(merchantId: string, agent: { personId: string; operatorName: string }) {
  return { merchantId, personId: agent.personId, operatorName: `Support: ${agent.operatorName}`, storeId: null };
}

async function merchantOf(ctx: PersonContext, merchantId: string) {
  return ctx.db.selectFrom('merchants').select(['name', 'merc_no']).where('id', '=', merchantId).executeTakeFirstOrThrow();
}

export const supportActions = [
  supportAction(SupportTicketQueue, async (input, ctx, agent) =>
    listQueue(ctx.db, { ...input, agentId: input.mine === 'Y' ? agent.personId : undefined }),
  ),

  supportAction(SupportTicketDetails, async (input, ctx) => {
    const row = await anyTicket(ctx.db, input.ticketNo);
    const merchant = await merchantOf(ctx, row.merchant_id);
    return { ...(await ticketDetail(ctx.db, ctx.config, row)), merchantName: merchant.name, merchantNo: merchant.merc_no };
  }),

  supportAction(SupportTakeTicket, async (input, ctx, agent) => {
    const row = await anyTicket(ctx.db, input.ticketNo);
    // Only a ticket nobody has picked up yet; one in progress stays with its agent.
    if (row.status !== TICKET_STATUS.unresolved) throw new BizError('MMCP4702');
    await moveTicket(ctx.db, row, TICKET_STATUS.inProgress, 'MMCP4702', { agent_person_id: agent.personId });
    await ctx.audit({ event: 'TICKET_TAKE', detail: { code: 'AUDIT_TICKET_TAKE', params: { ticketNo: row.ticket_no } } }, auditScope(row.merchant_id, agent));
    await notifyTicket(ctx.db, row, { code: 'MMCP4712', params: { ticketNo: row.ticket_no } }, { code: 'MMCP4713', params: { title: row.title } });
    return { status: TICKET_STATUS.inProgress };
  }),

  supportAction(SupportAnswerTicket, async (input, ctx, agent) => {
    const row = await anyTicket(ctx.db, input.ticketNo);
    if (row.status === TICKET_STATUS.unresolved) throw new BizError('MMCP4711');
    if (row.status !== TICKET_STATUS.inProgress) throw new BizError('MMCP4703');
    // One in progress stays with the agent who took it.
    if (row.agent_person_id !== agent.personId) throw new BizError('MMCP4720');
    const fileId = await checkAttachment(ctx.db, ctx.locale, input.fileId, { merchantId: null, personId: agent.personId });
    const to = input.resolve === 'Y' ? TICKET_STATUS.addressed : TICKET_STATUS.inProgress;
    await ctx.db.transaction().execute(async (trx) => {
      const now = await moveTicket(trx, row, to, 'MMCP4703', {
        agent_person_id: agent.personId,
        responded_at: row.responded_at ?? nowIso(),
      });
      await trx
        .insertInto('help_ticket_messages')
        .values({ id: newId(), ticket_id: row.id, person_id: agent.personId, side: 'S', body: input.message, file_id: fileId, created_at: now })
        .execute();
      await notifyTicket(
        trx,
        row,
        { code: 'MMCP4714', params: { ticketNo: row.ticket_no } },
        { code: 'MMCP4715', params: { title: row.title, status: statusWord(to) } },
      );
    });
    await ctx.audit(
      { event: 'TICKET_ANSWER', detail: { code: to === TICKET_STATUS.addressed ? 'AUDIT_TICKET_ANSWER_ADDRESSED' : 'AUDIT_TICKET_ANSWER', params: { ticketNo: row.ticket_no } } },
      auditScope(row.merchant_id, agent),
    );
    return { status: to };
  }),

  supportAction(SupportCallBackList, async (input, ctx) => listDeskCallbacks(ctx.db, input)),

  supportAction(SupportMarkCalled, async (input, ctx, agent) => {
    const row = await ctx.db.selectFrom('help_callbacks').selectAll().where('id', '=', input.callbackId).executeTakeFirst();
    if (!row) throw new BizError('MMCP4704');
    const result = await ctx.db
      .updateTable('help_callbacks')
      .set({ status: 'C', handled_at: nowIso(), agent_person_id: agent.personId })
      .where('id', '=', row.id)
      .where('status', '=', 'P')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BizError('MMCP4706');
    await ctx.audit({ event: 'CALLBACK_CALLED', detail: { code: 'AUDIT_CALLBACK_CALLED', params: { phone: `+${row.phone}` } } }, auditScope(row.merchant_id, agent));
    await notifyPerson(ctx.db, {
      merchantId: row.merchant_id,
      personId: row.person_id,
      ...noticeText({ title: 'MMCP4716', body: 'MMCP4717', params: { phone: `+${row.phone}` } }),
    });
    return { status: 'C' as const };
  }),
];
