import type { FieldError } from '../../shared/protocol/envelope';
import { type Locale, type MessageCode, messageText } from '../../shared/i18n/messages';
import { renderRuleMessage } from '../../shared/rules/message';

/**
 * A refusal the caller should see: a catalogue code, its placeholders, extra envelope fields
 * (such as leftTryTimes) and field errors. Handlers throw it; the router makes the envelope.
 */
export class BizError extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
    readonly fieldErrors?: FieldError[],
    /** HTTP status; business refusals are 200 (what the spec's client reads). */
    readonly httpStatus = 200,
  ) {
    super(code);
    this.name = 'BizError';
  }
}

/** A refusal of one field, in the caller's language: `MMCP0006` with `fieldErrors`. */
export function fieldError(locale: Locale, field: string, code: MessageCode = 'REQUIRED'): BizError {
  return fieldRefusal(field, messageText(code, locale));
}

/** The same for a shared rule's message (a catalogue code with parameters, see rules/message.ts). */
export function ruleError(locale: Locale, field: string, ruleMessageRaw: string): BizError {
  return fieldRefusal(field, renderRuleMessage(ruleMessageRaw, locale));
}

function fieldRefusal(field: string, message: string): BizError {
  return new BizError('MMCP0006', { field, message }, {}, [{ field, message }]);
}
