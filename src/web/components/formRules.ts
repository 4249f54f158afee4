import type { FormInstance, FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import type { FieldError } from '../../shared/protocol/envelope';
import { issueMessages } from '../../shared/rules/issues';
import { ruleMessage } from '../../shared/rules/message';
import { ruleText } from '../i18n';

/**
 * A shared zod rule (src/shared/rules) as an antd form rule, so the browser refuses the same
 * input with the same message as the server. A rule that refuses an empty field marks the field
 * as required, so every form shows its required fields the same way (a form may still hide the
 * marks with `requiredMark={false}`); the validator alone decides what is refused.
 */
export function zodRule(schema: ZodType): FormRule {
  return {
    required: !schema.safeParse('').success,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      // In the catalogue's words, as the server answers the same refusal (zod's own English never shows).
      throw new Error(ruleText(issueMessages(result.error.issues, value ?? '')[0]?.message ?? ruleMessage('INVALID_VALUE')));
    },
  };
}

/**
 * Puts the server's field errors on the form's fields. Returns the errors that name no field of
 * the form, for the page to show elsewhere.
 */
export function applyFieldErrors(form: FormInstance, errors: readonly FieldError[]): FieldError[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  showFieldErrors(form, errors.filter((e) => known.has(e.field)));
  return errors.filter((e) => !known.has(e.field));
}

/**
 * Puts a shared schema's refusals (catalogue messages) on the form's fields, leaving out the fields
 * in `except` (those whose own rules already said something). Answers whether there were any.
 */
export function showFieldErrors(form: FormInstance, errors: readonly FieldError[], except: ReadonlySet<string> = new Set()): boolean {
  const shown = errors.filter((e) => !except.has(e.field));
  form.setFields(shown.map((e) => ({ name: e.field, errors: [ruleText(e.message)] })));
  return errors.length > 0;
}

/** Messages already on the form were made in the old language: check those fields again. */
export function useRevalidateOnLanguageChange(form: FormInstance): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const revalidate = () => {
      const withErrors = form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => f.name);
      if (withErrors.length > 0) void form.validateFields(withErrors).catch(() => {});
    };
    i18n.on('languageChanged', revalidate);
    return () => i18n.off('languageChanged', revalidate);
  }, [form, i18n]);
}

/**
 * The confirm field of a new PIN or password: it must equal `field`. Give the Form.Item
 * `dependencies={[field]}` so that changing the first entry checks the confirmation again.
 */
export function sameAs(field: string, message: () => string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message());
    },
  });
}

/**
 * The form's values once every rule passes, else null, the refusals being under the fields: for a
 * submit that is not the form's own onFinish (a dialog's OK). Never a rejected promise nobody
 * catches.
 *
 *   const values = await validValues(form);
 *   if (!values) return;
 */
export function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  return form.validateFields().then(
    (values) => values,
    () => null,
  );
}
