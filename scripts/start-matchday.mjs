// `npm start`: the app server with the sports platform embedded under its own prefix, in one process.
import { createHmac } from 'node:crypto';
import { runAppServer } from '@matchday/server';
import { createSportsPlatform } from '@matchday/sports';

const SPORTS_PREFIX = '/sports-api';

/** SIM_SPEED (1–600, how fast simulated matches play) and SPORTS_SEED (the fixture seed). */
function sportsSettings(env) {
  const speed = Number(env.SIM_SPEED ?? '1');
  const seed = Number(env.SPORTS_SEED ?? '2026');
  const problems = [];
  if (!Number.isFinite(speed) || speed < 1 || speed > 600) problems.push(`SIM_SPEED must be a number from 1 to 600 (got "${env.SIM_SPEED}")`);
  if (!Number.isSafeInteger(seed)) problems.push(`SPORTS_SEED must be a whole number (got "${env.SPORTS_SEED}")`);
  if (problems.length > 0) {
    console.error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  return { speed, seed };
}

await runAppServer(({ config, secret }) => {
  const { speed, seed } = sportsSettings(process.env);
  // The platform signs its tokens with its own key, derived so no other signature can pass as one.
  const tokenSecret = createHmac('sha256', secret).update('sports-platform-tokens').digest();
  const platform = createSportsPlatform({ seed, speed, tokenSecret });
  const siteCurrency = config.site === 'cn' ? 'CNY' : 'VND';
  return {
    mounts: [{ prefix: SPORTS_PREFIX, plugin: platform.plugin }],
    sportsAccess: {
      async grant(who, lang) {
        const { token } = platform.tokens.issue({ userId: who?.userId ?? 0, userName: who?.userName ?? 'guest', currency: who?.currency ?? siteCurrency, lang });
        // Same origin as the web client: the embedded platform answers on this host, whatever name the user typed.
        return { token, apiServerAddress: SPORTS_PREFIX, pcAddress: SPORTS_PREFIX, pushServerAddress: `${SPORTS_PREFIX}/push`, virtualAddress: `${SPORTS_PREFIX}/virtual` };
      },
    },
  };
}).catch((err) => {
  console.error('Matchday could not start:', err);
  process.exit(1);
});
