/**
 * Help center dictionaries (spec 000 section 3, Ticket). Codes travel on the wire; labels are
 * i18n keys under `help.*` (src/web/i18n/en-US.help.ts).
 */

/** Ticket status: 0 unresolved, 1 addressed, 2 in progress, 3 cancel. */
export const TICKET_STATUSES = ['0', '1', '2', '3'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS = { unresolved: '0', addressed: '1', inProgress: '2', cancel: '3' } as const;

/** Ticket type: E enquiry, C complaint, R service request. */
export const TICKET_TYPES = ['E', 'C', 'R'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Issue type: what the ticket is about. */
export const ISSUE_TYPES = ['01', '02', '03', '04', '05', '06', '07'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
// 01 account and login, 02 payments and transfers, 03 settlement and withdrawal,
// 04 KYC and business verification, 05 subscription and billing, 06 devices and security, 07 other

/** Contact channel: the notification methods (01 e-mail, 02 SMS, 03 in-app) and 04 phone call. */
export const CONTACT_CHANNELS = ['01', '02', '03', '04'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Call-back status: P pending, C called, X cancelled. */
export const CALLBACK_STATUSES = ['P', 'C', 'X'] as const;
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];

/**
 * Which status a ticket may move to from which (spec 000 section 4 leaves it open; ours):
 * the merchant cancels while unresolved or in progress; an agent takes an unresolved ticket and
 * answers one in progress, which stays in progress or becomes addressed.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  '0': ['2', '3'],
  '2': ['1', '2', '3'],
  '1': [],
  '3': [],
};

export function canMoveTicket(from: string, to: TicketStatus): boolean {
  return (TICKET_TRANSITIONS[from as TicketStatus] ?? []).includes(to);
}
