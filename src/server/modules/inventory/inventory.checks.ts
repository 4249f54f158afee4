import { type Locale, type MessageCode, isMessageCode, messageText } from '../../../shared/i18n/messages';
import { productImageProblem } from '../../../shared/rules/inventory';
import type { SessionContext } from '../../http/action';
import { BizError, ruleError } from '../../http/errors';
import { readStoredFile } from '../files/files.service';

/** A refusal with a catalogue code naming one field (its text also in `fieldErrors`). */
export function refuse(locale: Locale, code: MessageCode, field: string, params: Record<string, string | number> = {}): BizError {
  return new BizError(code, params, {}, [{ field, message: messageText(code, locale, params) }]);
}

/**
 * A product image (spec 001 section 5): a JPG or PNG picture of this business from the file
 * service, 1:1, within 2MB, by the shared rule the browser checks before uploading.
 */
export async function checkProductImage(ctx: SessionContext, fileId: string): Promise<void> {
  let bytes: Buffer;
  try {
    ({ bytes } = await readStoredFile(ctx.db, ctx.config, fileId, { personId: ctx.session.personId, merchantId: ctx.session.merchantId }));
  } catch (error) {
    if (error instanceof BizError) throw refuse(ctx.locale, 'MMCP3002', 'imageFileId');
    throw error;
  }
  const problem = productImageProblem(bytes, bytes.length);
  if (!problem) return;
  // A refusal of its own (MMCP5810 not square, MMCP5811 too large) keeps its code; a rule's words
  // ('pic_format') are the field's refusal, MMCP0006, as every other field's.
  throw /^MMCP\d{4}$/.test(problem) && isMessageCode(problem) ? refuse(ctx.locale, problem, 'imageFileId') : ruleError(ctx.locale, 'imageFileId', problem);
}
