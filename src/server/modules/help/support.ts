import type { z } from 'zod';
import type { ActionContract } from '../../../shared/actions/contract';
import { type ActionDefinition, type PersonContext, personAction } from '../../http/action';
import { BizError } from '../../http/errors';

/**
 * The provider's staff (docs/decisions/0003-provider-support-desk.md). A support agent is a
 * person with `platform_role` SUPPORT: they sign in on the same login page, belong to no business,
 * and call provider-side actions, which serve every business. Merchants' people have a null role.
 */
export const SUPPORT_ROLE = 'SUPPORT';

/** Refuses anyone who is not a support agent, with the refusal a missing permission gets. */
export async function requireSupport(ctx: PersonContext): Promise<{ personId: string; operatorName: string }> {
  const person = await ctx.db
    .selectFrom('persons')
    .select(['id', 'platform_role', 'status'])
    .where('id', '=', ctx.session.personId)
    .executeTakeFirst();
  if (!person || person.platform_role !== SUPPORT_ROLE) throw new BizError('MMCP0403');
  return { personId: person.id, operatorName: ctx.session.operatorName };
}

/** Whether a person is one of the provider's support agents. */
export async function isSupport(ctx: PersonContext): Promise<boolean> {
  const person = await ctx.db.selectFrom('persons').select('platform_role').where('id', '=', ctx.session.personId).executeTakeFirst();
  return person?.platform_role === SUPPORT_ROLE;
}

/**
 * A provider-side action: signed in (no business needed) and a support agent, checked before the
 * handler runs; the handler also gets the agent.
 */
export function supportAction<C extends ActionContract>(
  contract: C,
  handler: (input: z.output<C['input']>, ctx: PersonContext, agent: { personId: string; operatorName: string }) => Promise<z.input<C['output']>>,
): ActionDefinition<C> {
  return personAction(contract, async (input, ctx) => {
    const agent = await requireSupport(ctx);
    return handler(input, ctx, agent);
  });
}
