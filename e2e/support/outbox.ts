import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Business types of one-time codes (spec 000 section 3), as the outbox names their purpose. */
export type CodePurpose = '01' | '02' | '03' | '09' | '13' | '17' | '18';

/**
 * The test server's outbox (SMS and e-mail it has sent), read-only: where the journeys find the
 * one-time codes a person would receive. Recipients are stored as 254 + 9 digits or a lower-case
 * e-mail address.
 */
export class Outbox {
  constructor(readonly dataDir: string) {}

  /** The newest code sent to `recipient` for `purpose`, waiting for it to arrive. */
  async code(recipient: string, purpose: CodePurpose): Promise<string> {
    let code: string | null = null;
    await expect
      .poll(
        () => {
          code = this.newest(recipient, purpose);
          return code;
        },
        { message: `a code ${purpose} to ${recipient}`, timeout: 10_000 },
      )
      .not.toBeNull();
    return code!;
  }

  private newest(recipient: string, purpose: CodePurpose): string | null {
    const db = new Database(join(this.dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(
          'select body from outbox where recipient = ? and purpose = ? order by created_at desc limit 1',
        )
        .get(recipient, `otp:${purpose}`) as { body: string } | undefined;
      return row ? (/^(\d{4})\b/.exec(row.body)?.[1] ?? null) : null;
    } finally {
      db.close();
    }
  }
}

/** The newest stakeholder invitation code (8 digits) sent to `recipient`, waiting for it to arrive. */
export async function invitationCode(outbox: Outbox, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const db = new Database(join(outbox.dataDir, 'biashara.sqlite'), { readonly: true, fileMustExist: true });
        try {
          const row = db
            .prepare("select body from outbox where recipient = ? and purpose = 'invite:stakeholder' order by created_at desc limit 1")
            .get(recipient) as { body: string } | undefined;
          code = row ? (/invitation code is (\d{8})/.exec(row.body)?.[1] ?? null) : null;
        } finally {
          db.close();
        }
        return code;
      },
      { message: `an invitation to ${recipient}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}
