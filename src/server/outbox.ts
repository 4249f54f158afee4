import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { toNairobi14 } from './db/util';

/**
 * `npm run outbox [-- RECIPIENT] [--limit N]`: prints the newest SMS and e-mail messages the
 * portal has sent (OTP codes land here when no real SMS or e-mail gateway is configured).
 */
async function main() {
  const args = process.argv.slice(2);
  const limitAt = args.indexOf('--limit');
  const limit = limitAt >= 0 ? Number(args[limitAt + 1]) || 20 : 20;
  const recipient = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--limit');
  const database = openDatabase(loadConfig());
  await migrate(database.db);
  let q = database.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (recipient) q = q.where('recipient', 'like', `%${recipient.replace(/^\+|^0/, '')}%`);
  const rows = await q.execute();
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const r of rows.reverse()) {
    const when = toNairobi14(r.created_at).replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3 $4:$5:$6');
    console.log(`${when}  ${r.channel.toUpperCase().padEnd(5)} to ${r.recipient}  [${r.purpose}]${r.subject ? `  ${r.subject}` : ''}\n    ${r.body}`);
  }
  await database.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
