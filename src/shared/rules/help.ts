import { z } from 'zod';
import { CONTACT_CHANNELS, ISSUE_TYPES, TICKET_TYPES } from '../dict/help';
import { ruleMessage } from './message';

/**
 * Help center field rules (spec 000 sections 3 and 5), shared by the forms and the server so both
 * refuse the same input with the same catalogue message naming the field.
 */

const required = ruleMessage('REQUIRED');

function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string({ message: required })
    .trim()
    .min(1, required)
    .refine((v) => (values as readonly string[]).includes(v), ruleMessage('INVALID_VALUE'));
}

export const ticketTypeRule = choice(TICKET_TYPES);
export const issueTypeRule = choice(ISSUE_TYPES);
export const contactChannelRule = choice(CONTACT_CHANNELS);

export const TICKET_TITLE_MAX = 60;
export const TICKET_DESCRIPTION_MAX = 1000;
export const ANSWER_MAX = 2000;
export const CALLBACK_NOTE_MAX = 200;

/** A ticket's title: required, 4 to 60 characters. */
export const ticketTitleRule = z
  .string({ message: required })
  .trim()
  .min(1, required)
  .min(4, ruleMessage('MIN_LENGTH', { min: 4 }))
  .max(TICKET_TITLE_MAX, ruleMessage('MAX_LENGTH', { 0: TICKET_TITLE_MAX }));

/** What happened: required, 10 to 1000 characters. */
export const ticketDescriptionRule = z
  .string({ message: required })
  .trim()
  .min(1, required)
  .min(10, ruleMessage('MIN_LENGTH', { min: 10 }))
  .max(TICKET_DESCRIPTION_MAX, ruleMessage('MAX_LENGTH', { 0: TICKET_DESCRIPTION_MAX }));

/** A support agent's answer: required, up to 2000 characters. */
export const answerRule = z
  .string({ message: required })
  .trim()
  .min(1, required)
  .max(ANSWER_MAX, ruleMessage('MAX_LENGTH', { 0: ANSWER_MAX }));

/** An optional note for the call back. */
export const callbackNoteRule = z.string().trim().max(CALLBACK_NOTE_MAX, ruleMessage('MAX_LENGTH', { 0: CALLBACK_NOTE_MAX }));

export const CALLBACK_WINDOW_DAYS = 30;

/** Whether a preferred call-back time (an ISO instant) is after now and within the next 30 days. */
export function isCallbackTime(value: string, now: number = Date.now()): boolean {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return false;
  return at > now && at <= now + CALLBACK_WINDOW_DAYS * 86_400_000;
}

/** The preferred time of a call back: required, in the next 30 days. */
export const callbackTimeRule = z
  .string({ message: required })
  .trim()
  .min(1, required)
  .refine((v) => isCallbackTime(v), ruleMessage('MMCP4709'));
