import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-seed.js';

const roleLabel = { member: 'member', anchor: 'anchor', admin: 'super admin' } as const;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const logins = demoAccounts.map((a) => `${a.userName} (${roleLabel[a.role]})`).join(', ');
  process.stdout.write(`\nMatchday is running at ${config.publicUrl}\nDemo logins (password ${DEMO_PASSWORD}): ${logins}\n\n`);
}

main().catch((err: unknown) => {
  console.error('Matchday could not start:', err);
  process.exit(1);
});
