import { z } from 'zod';
import { CALLBACK_STATUSES, TICKET_STATUSES } from '../dict/help';
import { pagedOutput, pagingInput } from '../protocol/paging';
import {
  answerRule,
  callbackNoteRule,
  callbackTimeRule,
  contactChannelRule,
  issueTypeRule,
  ticketDescriptionRule,
  ticketTitleRule,
  ticketTypeRule,
} from '../rules/help';
import { phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/**
 * The help center (spec 000 sections 2, 3 and 7; function 40 HelpCenter). The merchant side is
 * the spec's RaiseTicket, RequestCallBack, CancelCallBack, TicketHistory, TicketDetails and
 * CommonTickets plus CancelTicket and CallBackHistory; the provider's support desk actions
 * (Support*) are ours (docs/areas/help.md).
 */

const ticketStatus = z.enum(TICKET_STATUSES);
const callbackStatus = z.enum(CALLBACK_STATUSES);
const optionalFileId = z.string().trim().max(64).optional();
const ticketNoInput = z.object({ ticketNo: z.string().trim().min(1, ruleMessage('REQUIRED')).max(32) });
const callbackIdInput = z.object({ callbackId: z.string().trim().min(1, ruleMessage('REQUIRED')).max(64) });

export const serviceProcess = z.object({
  processId: z.string(),
  code: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  steps: z.array(z.string()),
});
export type ServiceProcess = z.infer<typeof serviceProcess>;

export const CommonTickets = contract('CommonTickets', empty, z.object({ list: z.array(serviceProcess) }));

export const raiseTicketInput = z.object({
  ticketType: ticketTypeRule,
  title: ticketTitleRule,
  issueType: issueTypeRule,
  description: ticketDescriptionRule,
  contactChannel: contactChannelRule,
  /** An uploaded file of the business (/file/merchantUpload): a document or a picture. */
  fileId: optionalFileId,
});
export type RaiseTicketInput = z.infer<typeof raiseTicketInput>;

export const RaiseTicket = contract('RaiseTicket', raiseTicketInput, z.object({ ticketNo: z.string(), status: ticketStatus }));

export const ticketSummary = z.object({
  ticketNo: z.string(),
  ticketType: z.string(),
  title: z.string(),
  issueType: z.string(),
  contactChannel: z.string(),
  status: ticketStatus,
  /** Request and respond times (ISO instants; respond is the first answer). */
  requestTime: z.string(),
  respondTime: z.string().nullable(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const TicketHistory = contract(
  'TicketHistory',
  pagingInput.extend({ status: ticketStatus.optional() }),
  pagedOutput(ticketSummary),
);

export const attachment = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** A signed download URL (docs/protocol.md, '## Files'). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

export const ticketMessage = z.object({
  messageId: z.string(),
  /** M the business, S the provider's support. */
  side: z.enum(['M', 'S']),
  authorName: z.string(),
  body: z.string(),
  attachment: attachment.nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketDetail = ticketSummary.extend({
  description: z.string(),
  attachment: attachment.nullable(),
  raisedBy: z.string(),
  agentName: z.string().nullable(),
  messages: z.array(ticketMessage),
  /** Y while the merchant may still cancel it (status 0 or 2). */
  cancellable: yn,
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const TicketDetails = contract('TicketDetails', ticketNoInput, ticketDetail);

export const CancelTicket = contract('CancelTicket', ticketNoInput, z.object({ status: ticketStatus }));

export const callbackItem = z.object({
  callbackId: z.string(),
  phone: z.string(),
  preferredTime: z.string(),
  note: z.string().nullable(),
  status: callbackStatus,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type CallbackItem = z.infer<typeof callbackItem>;

export const RequestCallBack = contract(
  'RequestCallBack',
  z.object({ phone: phoneRule, preferredTime: callbackTimeRule, note: callbackNoteRule.optional() }),
  z.object({ callbackId: z.string(), status: callbackStatus }),
);

export const CancelCallBack = contract('CancelCallBack', callbackIdInput, z.object({ status: callbackStatus }));

export const CallBackHistory = contract(
  'CallBackHistory',
  pagingInput.extend({ status: callbackStatus.optional() }),
  pagedOutput(callbackItem),
);

// The provider's support desk: signed-in support agents only, across every business.

export const deskTicket = ticketSummary.extend({
  merchantName: z.string(),
  merchantNo: z.string(),
  agentName: z.string().nullable(),
});
export type DeskTicket = z.infer<typeof deskTicket>;

export const SupportTicketQueue = contract(
  'SupportTicketQueue',
  pagingInput.extend({
    status: ticketStatus.optional(),
    issueType: z.string().trim().max(2).optional(),
    /** Business name or number, or ticket number. */
    keyword: z.string().trim().max(60).optional(),
    /** Y: only tickets the calling agent took. */
    mine: yn.optional(),
  }),
  pagedOutput(deskTicket),
);

export const SupportTicketDetails = contract(
  'SupportTicketDetails',
  ticketNoInput,
  ticketDetail.extend({ merchantName: z.string(), merchantNo: z.string() }),
);

export const SupportTakeTicket = contract('SupportTakeTicket', ticketNoInput, z.object({ status: ticketStatus }));

export const SupportAnswerTicket = contract(
  'SupportAnswerTicket',
  ticketNoInput.extend({
    message: answerRule,
    /** The agent's own upload (/file/upload): a document or a picture. */
    fileId: optionalFileId,
    /** Y: the answer resolves the ticket (→ 1 addressed); N: it stays in progress. */
    resolve: yn,
  }),
  z.object({ status: ticketStatus }),
);

export const deskCallback = callbackItem.extend({ merchantName: z.string(), merchantNo: z.string(), requestedBy: z.string() });
export type DeskCallback = z.infer<typeof deskCallback>;

export const SupportCallBackList = contract(
  'SupportCallBackList',
  pagingInput.extend({ status: callbackStatus.optional() }),
  pagedOutput(deskCallback),
);

export const SupportMarkCalled = contract('SupportMarkCalled', callbackIdInput, z.object({ status: callbackStatus }));
