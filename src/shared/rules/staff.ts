import { z } from 'zod';
import { emailRule, idNoRule, personNameRule, phoneRule, staffUsernameRule } from './identity';
import { ruleMessage } from './message';

/**
 * The staff area's rules (spec 001 sections 3 and 5), the same in the add and edit forms and on
 * the server: names letters only, the sign-in username, ID 1 to 9 digits, e-mail and +254 mobile,
 * a position, at least one store and, in the role tree, one group with at least one function.
 */

/** An optional field the form may send empty. */
const blank = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const staffSts = z.enum(['A', 'P', 'F']);
export type StaffSts = z.infer<typeof staffSts>;

export const positionRule = z
  .string()
  .trim()
  .min(1, ruleMessage('REQUIRED'))
  .min(2, ruleMessage('MIN_LENGTH', { min: 2 }))
  .max(40, ruleMessage('MAX_LENGTH', { 0: 40 }));

export const staffStoresRule = z.array(z.string().min(1)).min(1, ruleMessage('MMCP6204')).max(100);

export const roleSelectionRule = z.object({
  roleGroup: z.string({ message: ruleMessage('MMCP6202') }).trim().min(1, ruleMessage('MMCP6202')).max(30),
  funcNos: z.array(z.string().min(1).max(6), { message: ruleMessage('MMCP6202') }).min(1, ruleMessage('MMCP6202')).max(200),
});

/** Step 1, information. */
export const staffInformationRule = z.object({
  firstName: personNameRule,
  lastName: personNameRule,
  idNo: blank(idNoRule),
  email: blank(emailRule),
  mobile: blank(phoneRule),
});

/** Step 2, position: the job title and the stores the staff member works in. */
export const staffPositionRule = z.object({
  position: positionRule,
  storeIds: staffStoresRule,
});

/** The sign-in username: required first, then the username rule. */
export const staffUsername = z.string().trim().min(1, ruleMessage('REQUIRED')).pipe(staffUsernameRule);
export { blank as blankToUndefined };
