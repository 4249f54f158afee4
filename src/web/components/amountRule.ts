import type { Rule } from 'antd/es/form';
import { type AmountLimits, amountProblem } from '../../shared/rules/money';
import { ruleMessage } from '../../shared/rules/message';
import { ruleText } from '../i18n';

/** Shillings typed in an amount field as integer minor units (null while empty). */
export function toMinor(shillings: number | null | undefined): number | null {
  if (shillings === null || shillings === undefined || Number.isNaN(shillings)) return null;
  return Math.round(shillings * 100);
}

/**
 * An amount field's rule, in minor units: required, and inside the limits with the shared rule and
 * message ('Enter an amount between {min} and {max}'). `AmountInput` never changes what was typed
 * to fit; this rule says what is wrong instead. Without limits, any amount above zero. `emptyText`
 * replaces 'This field is required' where the spec words the empty field otherwise.
 */
export function amountRule(limits: AmountLimits | null, emptyText?: string): Rule {
  return {
    required: true,
    validator: async (_rule, value: number | null | undefined) => {
      const minor = toMinor(value);
      if (minor === null && emptyText) throw new Error(emptyText);
      const problem = amountProblem(minor, limits);
      if (problem) throw new Error(ruleText(problem));
    },
  };
}

/**
 * Whole shillings (M-PESA takes no cents): an amount typed with cents is refused with the
 * server's own text (MMCP4008), never shortened to its shillings behind the person's back.
 */
export const wholeShillingsRule: Rule = {
  validator: async (_rule, value: number | null | undefined) => {
    const minor = toMinor(value);
    if (minor !== null && minor % 100 !== 0) throw new Error(ruleText(ruleMessage('MMCP4008')));
  },
};
