/**
 * `npm run ledger:verify`: checks the wallet ledger's invariants on the database named by
 * DATA_DIR / DATABASE_URL. Prints OK with counts, or every violation (naming the account or
 * transfer, amounts exact however large) and exits 1; a corrupted ledger is reported, not thrown.
 */
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { verifyLedger } from '../modules/wallet/index.js';

const config = loadConfig();
const db = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const { ok, counts, violations } = await verifyLedger(db);
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  if (ok) {
    console.log(
      `ledger OK (${where}): ${counts.accounts} accounts, ${counts.transfers} transfers, ${counts.entries} entries, ${counts.currencies} currencies`,
    );
  } else {
    console.error(`ledger VIOLATED (${where}): ${violations.length} problem(s)`);
    for (const v of violations) console.error(`  - ${v}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(
    `ledger check failed: ${err instanceof Error ? err.message : String(err)} (has the server run its migrations on this database?)`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
