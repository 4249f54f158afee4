import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../db/util';

/**
 * The SMS and e-mail rails. Without a configured gateway every message lands in the outbox table
 * (README: `npm run outbox`), which is what a local user reads their one-time codes from. A real
 * gateway reads the same rows and marks them delivered, so nothing is lost when it is down.
 */
export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is for, e.g. 'otp:01'; never the secret itself. */
  purpose: string;
}

export async function sendMessage(db: Kysely<Database>, message: OutgoingMessage): Promise<string> {
  const id = newId();
  await db
    .insertInto('outbox')
    .values({
      id,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      purpose: message.purpose,
      created_at: nowIso(),
      delivered_at: null,
    })
    .execute();
  return id;
}

/**
 * The SMS gateway's documented test numbers (docs/rails.md): the simulator refuses them the way a
 * real gateway does, so a sender can show and retry the failure. Null: the gateway takes it.
 * DND the subscriber is on the do-not-disturb list; ABSENT the number is not in service.
 */
export const SMS_TEST_REFUSALS: Readonly<Record<string, 'DND' | 'ABSENT'>> = {
  '254799000001': 'DND',
  '254799000002': 'ABSENT',
};

export function smsRefusal(recipient: string): 'DND' | 'ABSENT' | null {
  return SMS_TEST_REFUSALS[recipient.replace(/^\+/, '')] ?? null;
}
