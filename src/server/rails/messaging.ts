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
