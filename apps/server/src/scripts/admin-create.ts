/**
 * `npm run admin:create`: creates a super admin on the database named by DATA_DIR / DATABASE_URL
 * (running the app's migrations first), with the same environment the server starts with. Asks
 * for the user name and the password twice, hidden on a terminal; without a terminal it reads
 * those three lines from stdin (automation, tests). Exits 1 naming what it refused.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { siteProfile } from '@matchday/core';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { createDatabase, migrateToLatest, type AppDatabase } from '../db/database.js';
import { createAccountModule } from '../modules/account/index.js';
import { createSuperAdmin, userNameProblems } from '../seed/super-admin.js';

interface Prompter {
  ask(question: string, hidden: boolean): Promise<string>;
  close(): void;
}

class Refused extends Error {}

/** A terminal: prompts, and typed passwords are not echoed. */
function terminalPrompter(): Prompter {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  rl.on('SIGINT', () => {
    process.stdout.write('\nNothing was created.\n');
    process.exit(130);
  });
  return {
    async ask(question, hidden) {
      const answer = rl.question(question);
      // The prompt is written; from here readline's echo of what is typed is dropped.
      muted = hidden;
      try {
        return await answer;
      } finally {
        muted = false;
        if (hidden) process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

/** Piped input: one answer a line, no prompts. */
function pipedPrompter(): Prompter {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question) {
      const next = await lines.next();
      if (next.done) throw new Refused(`stdin ended before the answer to "${question.trim()}"`);
      return next.value;
    },
    close: () => rl.close(),
  };
}

/** A port the account module takes that creating a user never calls (sessions, SMS codes, the menu). */
function unusedPort<T extends object>(what: string): T {
  return new Proxy({} as T, {
    get: (_target, name) => () => {
      throw new Error(`admin:create does not use ${what} (${String(name)} was called)`);
    },
  });
}

async function createAdmin(config: AppConfig, db: AppDatabase, prompter: Prompter): Promise<string> {
  const userName = (await prompter.ask('User name: ', false)).trim();
  const nameProblems = userNameProblems(userName);
  if (nameProblems.length > 0) throw new Refused(nameProblems.join(' '));
  await migrateToLatest(db);
  // The account module's own users table and argon2id hashing; identity codes are never issued here.
  const account = createAccountModule({
    db,
    secret: randomBytes(32),
    sessions: unusedPort('sessions'),
    smsCodes: unusedPort('SMS codes'),
    operations: unusedPort('the menu'),
  });
  if (await account.accounts.isUserNameTaken(userName)) throw new Refused(`the user name "${userName}" is taken`);
  const password = await prompter.ask('Password: ', true);
  const again = await prompter.ask('Password again: ', true);
  if (password !== again) throw new Refused('the two passwords differ');
  const result = await createSuperAdmin(
    { accounts: account.accounts, passwords: account.passwords, regCurrency: siteProfile(config.site).currency },
    { userName, password },
  );
  if (!result.created) throw new Refused(result.problems.join(' '));
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : join(config.dataDir, 'app.db');
  return `Created super admin "${result.userName}" (user id ${result.id}) in ${where}; log in at ${config.publicUrl}`;
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const prompter = process.stdin.isTTY ? terminalPrompter() : pipedPrompter();
const db = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  console.log(await createAdmin(config, db, prompter));
} catch (err) {
  if (!(err instanceof Refused)) throw err;
  console.error(`admin:create refused: ${err.message.replace(/\.$/, '')}. Nothing was created.`);
  process.exitCode = 1;
} finally {
  prompter.close();
  await db.destroy();
}
