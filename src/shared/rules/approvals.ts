import { z } from 'zod';
import { MANDATE_TX_TYPES, isMandateSubType } from '../dict/approvals';
import { ruleMessage } from './message';

/**
 * Account mandate rules (spec 001 section 5: 'Limit To must be greater than Limit From'). The
 * form and AddMerMandate/EditMerMandate use the same schema, so both refuse with the same words.
 * Amounts are KES minor units; `limitTo` null is unlimited.
 */
const personIds = z.array(z.string().trim().min(1).max(40)).max(20);

export const mandateFields = z
  .object({
    txTyp: z.string({ message: ruleMessage('MMCP5719') }).refine((v) => Object.hasOwn(MANDATE_TX_TYPES, v), ruleMessage('MMCP5719')),
    /** Empty: every subtype of the type. */
    subTyp: z.string().trim().max(4).nullish(),
    limitFrom: z.number({ message: ruleMessage('REQUIRED') }).int(ruleMessage('ONLY_NUMBERS')).min(0, ruleMessage('ONLY_NUMBERS')),
    /** Null: unlimited. */
    limitTo: z.number().int(ruleMessage('ONLY_NUMBERS')).nullish(),
    mandateTyp: z.enum(['0', '1', '2'], { message: ruleMessage('REQUIRED') }),
    /** 0 ALL approvers, 4 any one (a sequential mandate always takes all, in order). */
    ruleTyp: z.enum(['0', '4']).default('0'),
    initiators: personIds.default([]),
    /** In order: a sequential mandate asks them one after another. */
    approvers: personIds.default([]),
    viewers: personIds.default([]),
  })
  .superRefine((m, ctx) => {
    if (m.limitTo !== null && m.limitTo !== undefined && m.limitTo <= m.limitFrom) {
      ctx.addIssue({ code: 'custom', path: ['limitTo'], message: ruleMessage('MMCP5700') });
    }
    if (m.subTyp && !isMandateSubType(m.txTyp, m.subTyp)) ctx.addIssue({ code: 'custom', path: ['subTyp'], message: ruleMessage('MMCP5717') });
    if (m.mandateTyp === '0' && m.approvers.length > 0) ctx.addIssue({ code: 'custom', path: ['approvers'], message: ruleMessage('MMCP5704') });
    if (m.mandateTyp !== '0' && m.approvers.length === 0) ctx.addIssue({ code: 'custom', path: ['approvers'], message: ruleMessage('MMCP5703') });
    for (const role of ['initiators', 'approvers', 'viewers'] as const) {
      if (new Set(m[role]).size !== m[role].length) ctx.addIssue({ code: 'custom', path: [role], message: ruleMessage('MMCP5718') });
    }
  });
export type MandateFields = z.input<typeof mandateFields>;

/** A rejection's reason: letters, digits and . , ; : ! " ' ? @ space (spec 001 section 5, reason). */
export const approvalReasonRule = z
  .string()
  .trim()
  .max(200, ruleMessage('MAX_LENGTH', { 0: 200 }))
  .regex(/^[A-Za-z0-9.,;:!"'?@ ]*$/, ruleMessage('REASON_FORMAT'));
