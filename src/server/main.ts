import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { registerIncomingPayments } from './modules/money/runtime';
import { DEMO } from './seed/demo';

/**
 * `npm start`: configuration from the environment, database migrated and reference data applied,
 * the demo business seeded on an empty database, then the portal served.
 * `--reset-demo` empties the database and seeds the demo business again.
 */
async function main() {
  const config = loadConfig();
  if (process.argv.includes('--reset-demo')) {
    const database = openDatabase(config);
    await migrate(database.db);
    const { resetDatabase } = await import('./db/reset');
    await resetDatabase(database.db);
    await database.destroy();
    console.log('The database was emptied; the demo business is seeded again on the next start.');
    return;
  }
  // The app starts this node's job runner (money orders, expiries, housekeeping).
  const { app, money } = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  await registerIncomingPayments(money);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Biashara is running at http://localhost:${config.port}/Merchant/`,
      `  Database: ${where}; encrypted bodies: ${config.encryptBodies ? 'on' : 'off'}`,
      '',
      '  Demo logins (public demo credentials), password Demo@1234, PIN 1234:',
      `    owner    phone 0712345678 or e-mail ${DEMO.owner.email}`,
      `    admin    e-mail ${DEMO.admin.email}`,
      `    cashier  staff username ${DEMO.cashier.username}`,
      '    authorizers  staff usernames approver1, approver2 (transaction approval)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
