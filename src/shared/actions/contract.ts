import { z } from 'zod';

/**
 * One action's wire contract: its spec name and the zod schemas of what it takes and answers
 * (the envelope's rspMsgCd and rspMsgInf come on top). Both sides import the same object.
 */
export interface ActionContract<I extends z.ZodTypeAny = z.ZodTypeAny, O extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  input: I;
  output: O;
}

export function contract<I extends z.ZodTypeAny, O extends z.ZodTypeAny>(
  name: string,
  input: I,
  output: O,
): ActionContract<I, O> {
  return { name, input, output };
}

export type InputOf<C> = C extends ActionContract<infer I, z.ZodTypeAny> ? z.input<I> : never;
export type OutputOf<C> = C extends ActionContract<z.ZodTypeAny, infer O> ? z.output<O> : never;

export const empty = z.object({});
export const yn = z.enum(['Y', 'N']);
