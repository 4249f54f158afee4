import type { z } from 'zod';
import type { businessChange } from '../../../../shared/actions/business';

export type BusinessChange = z.infer<typeof businessChange>;

/** Whether the signed-in person applied for the change (the server says so; it refuses a self-approval). */
export function isOwnRequest(change: Pick<BusinessChange, 'mine'>): boolean {
  return change.mine === 'Y';
}
