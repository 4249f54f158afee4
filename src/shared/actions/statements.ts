import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { ORDER_TYPES } from '../dict/money';
import { ruleMessage } from '../rules/message';
import { dayRule } from '../rules/statements';
import { contract } from './contract';

/**
 * Account statements (/finance/money/accountStatement, function 1301 generate or view): a period
 * (Nairobi days, both included) and a format; a job renders the file, the page follows its
 * progress and downloads it through the file service.
 */
export const statementFormat = z.enum(['pdf', 'csv', 'xlsx']);
export type StatementFormat = z.infer<typeof statementFormat>;

export const statementRecord = z.object({
  statementId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ordTyp: z.string().nullable(),
  format: statementFormat,
  /** Q queued, R generating, D done, F failed. */
  status: z.enum(['Q', 'R', 'D', 'F']),
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int().nullable(),
  openingBalance: z.number().int().nullable(),
  closingBalance: z.number().int().nullable(),
  moneyIn: z.number().int().nullable(),
  moneyOut: z.number().int().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The certified copy (function 1302): null none asked, Q being made, D ready, F failed. */
  certifiedStatus: z.enum(['Q', 'D', 'F']).nullable(),
  certifiedRef: z.string().nullable(),
  certifiedAt: z.string().nullable(),
});
export type StatementRecord = z.infer<typeof statementRecord>;

/** Asks for a statement; answers it queued (status Q, progress 0). */
export const GenerateAccountStatement = contract(
  'GenerateAccountStatement',
  z.object({
    startDate: dayRule,
    endDate: dayRule,
    format: statementFormat,
    /** Only the order types the statement offers (ORDER_TYPES): any other would make an empty statement. */
    ordTyp: z
      .string()
      .trim()
      .refine((v) => Object.hasOwn(ORDER_TYPES, v), ruleMessage('INVALID_VALUE'))
      .optional(),
  }),
  statementRecord,
);

/** The business's statements, newest first (the page polls it while one is being made). */
export const QueryAccountStatementList = contract('QueryAccountStatementList', pagingInput, pagedOutput(statementRecord));

/** A link to a finished statement's file (signed, valid for a few minutes). */
export const DownloadAccountStatement = contract(
  'DownloadAccountStatement',
  z.object({ statementId: z.string().trim().min(1).max(64), certified: z.boolean().optional() }),
  z.object({ url: z.string(), fileName: z.string(), fileId: z.string() }),
);

/**
 * Asks for the certified copy of a finished statement (function 1302 certified request): a PDF
 * titled as certified with a reference, made by a job; answers the statement with its reference.
 */
export const RequestCertifiedStatement = contract('RequestCertifiedStatement', z.object({ statementId: z.string().trim().min(1).max(64) }), statementRecord);
