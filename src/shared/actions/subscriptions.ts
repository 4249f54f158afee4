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
  /** U unpaid invoice, P paid */
  payStatus: z.enum(['U', 'P']),
});

export const QryPlanSubscriptedList = contract('QryPlanSubscriptedList', pagingInput, pagedOutput(subscriptionRecord));

export const SubscriptionPayment = contract(
  'SubscriptionPayment',
  z.object({ planCode: z.string().min(1).max(20) }),
  z.object({ subscription: subscriptionRecord }),
);
