import { z } from 'zod';
import { emailRule, personNameRule, phoneRule } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, empty, yn } from './contract';

/**
 * The signed-in person's profile (spec 000 sections 2 and 7): names, and a new mobile number or
 * e-mail address proven with a code sent to the new one (business types 09 and 13). Both changes
 * are two calls: the first (no code) sends the code, the second (jrnNo + otp) makes the change.
 */
export const WebUpdateProfile = contract('WebUpdateProfile', z.object({ firstName: personNameRule, lastName: personNameRule }), empty);

const codeStep = {
  jrnNo: z.string().max(64).optional(),
  otp: z.string().regex(/^\d{4}$/, ruleMessage('OTP_FORMAT')).optional(),
};

/** Answer of the first call: where the code went. Answer of the second: the new value. */
const changeOutput = z.object({
  step: z.enum(['CODE_SENT', 'CHANGED']),
  jrnNo: z.string().nullable(),
  maskedTo: z.string().nullable(),
  resendAfter: z.number().int().nullable(),
});

export const ChangeMobileNumber = contract('ChangeMobileNumber', z.object({ newMblNo: phoneRule, ...codeStep }), changeOutput);

export const ChangeEmail = contract('ChangeEmail', z.object({ newEmail: emailRule, ...codeStep }), changeOutput);

export const CheckEmailVerified = contract('CheckEmailVerified', empty, z.object({ email: z.string().nullable(), emailVerified: yn }));
