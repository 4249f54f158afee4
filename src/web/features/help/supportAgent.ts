import type { Person } from '../../api/session';
import { SUPPORT_HOME } from './routes';

/** The provider's support agent: signed in without a business, at home on the support desk. */
export function isSupportAgent(person: Person | null | undefined): boolean {
  return person?.platformRole === 'SUPPORT';
}

/** Where a person without a business belongs: the support desk for an agent, else the landing page. */
export function personHome(person: Person | null | undefined): string {
  return isSupportAgent(person) ? SUPPORT_HOME : '/growBusiness';
}
