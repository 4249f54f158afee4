import {
  CallBackHistory,
  CancelCallBack,
  CancelTicket,
  CommonTickets,
  RaiseTicket,
  RequestCallBack,
  TicketDetails,
  TicketHistory,
} from '../../../shared/actions/help';
import { TICKET_STATUS } from '../../../shared/dict/help';
import { normalizePhone } from '../../../shared/rules/identity';
import { isUniqueViolation } from '../../db/database';
import { newId, nowIso, randomDigits, toNairobi14 } from '../../db/util';
import { sessionAction } from '../../http/action';
import { BizError } from '../../http/errors';
import { localized } from '../content/translations';
import { moveTicket } from './help.service';
import { supportActions } from './support.actions';
import { checkAttachment, listCallbacks, listTickets, ownTicket, ticketDetail } from './help.queries';

/** The merchant's help center (spec 000 sections 2 and 7; function 40 HelpCenter). */
const FUNC = { funcNo: '40' };

/** A service process's texts, in the reader's language where the provider translated them. */
const PROCESS_TEXTS = ['category', 'title', 'summary', 'steps'] as const;

/** A ticket number people read out on the phone: T, the Nairobi date, six digits. */
function newTicketNo(now: string): string {
  return `T${toNairobi14(now).slice(0, 8)}${randomDigits(6)}`;
}

const merchantActions = [
  sessionAction(CommonTickets, FUNC, async (_input, ctx) => {
    const rows = await ctx.db.selectFrom('help_processes').selectAll().orderBy('sort_order').orderBy('code').execute();
    return {
      list: rows.map((row) => {
        const r = localized(row, ctx.locale, PROCESS_TEXTS);
        return {
          processId: r.id,
          code: r.code,
          category: r.category,
          title: r.title,
          summary: r.summary,
          steps: r.steps.split('\n').filter((s) => s.trim() !== ''),
        };
      }),
    };
  }),

  sessionAction(RaiseTicket, FUNC, async (input, ctx) => {
    const { merchantId, personId } = ctx.session;
    const fileId = await checkAttachment(ctx.db, ctx.locale, input.fileId, { merchantId, personId });
    const now = nowIso();
    const id = newId();
    let ticketNo = newTicketNo(now);
    await ctx.db.transaction().execute(async (trx) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await trx
            .insertInto('help_tickets')
            .values({
              id,
              ticket_no: ticketNo,
              merchant_id: merchantId,
              person_id: personId,
              ticket_type: input.ticketType,
              title: input.title,
              issue_type: input.issueType,
              description: input.description,
              contact_channel: input.contactChannel,
              file_id: fileId,
              status: TICKET_STATUS.unresolved,
              agent_person_id: null,
              created_at: now,
              responded_at: null,
              updated_at: now,
            })
            .execute();
          break;
        } catch (error) {
          // PostgreSQL aborts the transaction on a failed insert: the number is drawn again only on SQLite.
          if (!isUniqueViolation(error) || attempt > 2 || ctx.dialect === 'postgres') throw error;
          ticketNo = newTicketNo(now);
        }
      }
    });
    await ctx.audit({ event: 'TICKET_RAISE', detail: { code: 'AUDIT_TICKET_RAISE', params: { ticketNo, title: input.title } } });
    return { ticketNo, status: TICKET_STATUS.unresolved };
  }),

  sessionAction(TicketHistory, FUNC, async (input, ctx) => listTickets(ctx.db, ctx.session.merchantId, input)),

  sessionAction(TicketDetails, FUNC, async (input, ctx) => {
    const row = await ownTicket(ctx.db, ctx.session.merchantId, input.ticketNo);
    return ticketDetail(ctx.db, ctx.config, row);
  }),

  sessionAction(CancelTicket, FUNC, async (input, ctx) => {
    const row = await ownTicket(ctx.db, ctx.session.merchantId, input.ticketNo);
    await moveTicket(ctx.db, row, TICKET_STATUS.cancel, 'MMCP4701');
    await ctx.audit({ event: 'TICKET_CANCEL', detail: { code: 'AUDIT_TICKET_CANCEL', params: { ticketNo: row.ticket_no } } });
    return { status: TICKET_STATUS.cancel };
  }),

  sessionAction(RequestCallBack, FUNC, async (input, ctx) => {
    const { merchantId, personId } = ctx.session;
    const pending = await ctx.db
      .selectFrom('help_callbacks')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('person_id', '=', personId)
      .where('status', '=', 'P')
      .executeTakeFirst();
    if (pending) throw new BizError('MMCP4710');
    const phone = normalizePhone(input.phone)!;
    const id = newId();
    await ctx.db
      .insertInto('help_callbacks')
      .values({
        id,
        merchant_id: merchantId,
        person_id: personId,
        phone,
        preferred_time: new Date(input.preferredTime).toISOString(),
        note: input.note || null,
        status: 'P',
        created_at: nowIso(),
        handled_at: null,
        agent_person_id: null,
      })
      .execute();
    await ctx.audit({ event: 'CALLBACK_REQUEST', detail: { code: 'AUDIT_CALLBACK_REQUEST', params: { phone: `+${phone}` } } });
    return { callbackId: id, status: 'P' as const };
  }),

  sessionAction(CancelCallBack, FUNC, async (input, ctx) => {
    const row = await ctx.db
      .selectFrom('help_callbacks')
      .selectAll()
      .where('id', '=', input.callbackId)
      .where('merchant_id', '=', ctx.session.merchantId)
      .executeTakeFirst();
    if (!row) throw new BizError('MMCP4704');
    // Only while not yet called: the update applies only to a request still pending.
    const result = await ctx.db
      .updateTable('help_callbacks')
      .set({ status: 'X', handled_at: nowIso() })
      .where('id', '=', row.id)
      .where('status', '=', 'P')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BizError('MMCP4705');
    await ctx.audit({ event: 'CALLBACK_CANCEL', detail: { code: 'AUDIT_CALLBACK_CANCEL', params: { phone: `+${row.phone}` } } });
    return { status: 'X' as const };
  }),

  sessionAction(CallBackHistory, FUNC, async (input, ctx) => listCallbacks(ctx.db, ctx.session.merchantId, input)),
];

/** The merchant side and the provider's support desk. */
export const helpActions = [...merchantActions, ...supportActions];
