import Database from 'better-sqlite3';
import { join } from 'node:path';

/**
 * The test server's database, for the few journeys that need a business in a state no screen
 * puts it in on purpose (a KYC level going back, for instance). Each write is undone by the
 * journey that made it: the journeys share one server.
 */
export class ServerDatabase {
  constructor(readonly dataDir: string) {}

  private open() {
    const db = new Database(join(this.dataDir, 'biashara.sqlite'));
    db.pragma('busy_timeout = 5000');
    return db;
  }

  /** Sets a business's KYC level and status; answers the previous ones. */
  setKyc(mercNo: string, level: string, status: string): { level: string; status: string } {
    const db = this.open();
    try {
      const before = db.prepare('SELECT kyc_level AS level, kyc_status AS status FROM merchants WHERE merc_no = ?').get(mercNo) as { level: string; status: string };
      db.prepare('UPDATE merchants SET kyc_level = ?, kyc_status = ? WHERE merc_no = ?').run(level, status, mercNo);
      return before;
    } finally {
      db.close();
    }
  }
}
