import { z } from 'zod';
import { idNoRule, idTypeSchema } from '../rules/identity';
import { ruleMessage } from '../rules/message';
import { contract, yn } from './contract';

/**
 * Document recognition and the identity check (spec 000 sections 2, 3, 4 and 7): read an
 * uploaded ID document or business certificate to pre-fill a form, and check the signed-in person
 * against the registry. Files are uploaded first through the file service; these take its fileId.
 */
const fileId = z.string().trim().min(1).max(64);

export const recognizedIdCard = z.object({
  /** 01 National ID, 00 Passport. */
  idType: idTypeSchema,
  idNo: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  /** YYYYMMDD */
  dateOfBirth: z.string().nullable(),
  /** The OCR's mean confidence over the image, 0 to 100. */
  confidence: z.number(),
});

export const VerifyAndRecognizeIdCard = contract(
  'VerifyAndRecognizeIdCard',
  z.object({ fileId }),
  recognizedIdCard.extend({ idUploadFlag: yn }),
);

export const OcrBusRegCert = contract(
  'OcrBusRegCert',
  z.object({ fileId }),
  z.object({
    registrationNumber: z.string(),
    businessName: z.string(),
    /** 1 certificate of incorporation, 2 CR-12, 3 LLP2; null for a business-name certificate. */
    documentType: z.enum(['1', '2', '3']).nullable(),
  }),
);

/** 00 pass, 01 fail, 02 initialise, 03 process (spec 000 section 3). */
export const pelezaStsSchema = z.enum(['00', '01', '02', '03']);

export const PelezaCheck = contract(
  'PelezaCheck',
  // Both or neither: without them the person's registered ID is checked.
  z
    .object({ idType: idTypeSchema.optional(), idNo: idNoRule.optional() })
    .refine((v) => (v.idType === undefined) === (v.idNo === undefined), { message: ruleMessage('REQUIRED'), path: ['idNo'] }),
  z.object({
    pelezaSts: pelezaStsSchema,
    /** The person's KYC status: 00 failed, 01 pending, 02 passed. */
    kycSts: z.enum(['00', '01', '02']),
    /** Why the check failed, in the caller's language; null otherwise. */
    reason: z.string().nullable(),
  }),
);
