import { type Kysely, sql } from 'kysely';
import { KENYAN_BANKS } from '../../../shared/dict/banks';

/**
 * A till settlement to a bank names the bank, as the business knows it ('KCB Bank 1187654322'):
 * settlements recorded before named it by its CBK code ('01 1187654322'). Their destinations are
 * reworded so the history reads one way. Display text only: payouts never read it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  for (const bank of KENYAN_BANKS) {
    await sql`update till_settlements set destination = cast(${`${bank.name} `} as text) || substr(destination, 4)
               where channel = 'B' and destination like ${`${bank.code} %`}`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against any schema version
export async function down(db: Kysely<any>): Promise<void> {
  for (const bank of KENYAN_BANKS) {
    await sql`update till_settlements set destination = cast(${`${bank.code} `} as text) || substr(destination, ${bank.name.length + 2})
               where channel = 'B' and destination like ${`${bank.name} %`}`.execute(db);
  }
}
