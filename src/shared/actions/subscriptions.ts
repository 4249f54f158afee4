import { z } from 'zod';
import { pagedOutput, pagingInput } from '../protocol/paging';
import { contract, empty, yn } from './contract';

/** Subscription plans (spec 000 sections 2, 4, 7). Prices are KES minor units. */
export const plan = z.object({
  planCode: z.string(),
  planName: z.string(),
  price: z.number().int(),
  periodMonths: z.number().int(),
  features: z.array(z.string()),
  current: yn,
});

export const QryMerchantServicePlanList = contract('QryMerchantServicePlanList', empty, z.object({ list: z.array(plan) }));

export const subscriptionRecord = z.object({
  subscriptionId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  amount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** U unpaid invoice, P paid, C cancelled: the plan was replaced, unpaid, before any of it was used. */
  payStatus: z.enum(['U', 'P', 'C']),
});

export const QryPlanSubscriptedList = contract('QryPlanSubscriptedList', pagingInput, pagedOutput(subscriptionRecord));

/**
 * Paying for a plan is a money action: the first call (no authTxCode) creates the order and answers
 * step AUTHORIZE with its `authTxCode`; after VerifyPasscodeTrans the second call (with it) pays
 * and answers step DONE. The free basic plan needs no PIN and is DONE at once.
 */
export const SubscriptionPayment = contract(
  'SubscriptionPayment',
  z.object({ planCode: z.string().min(1).max(20), authTxCode: z.string().max(64).optional() }),
  z.object({
    step: z.enum(['AUTHORIZE', 'DONE']),
    authTxCode: z.string().nullable(),
    amount: z.number().int(),
    subscription: subscriptionRecord.nullable(),
  }),
);
