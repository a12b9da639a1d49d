import { runAppServer } from '@matchday/server';
import { SportsSettingsError } from '@matchday/sports';
import { embeddedSports } from './embedded-sports.js';

// `npm start`: the app server with the sports platform embedded under its own prefix, in one process.
await runAppServer(({ config, secret }) => embeddedSports(config, secret, process.env)).catch((err: unknown) => {
  if (err instanceof SportsSettingsError) console.error(err.message);
  else console.error('Matchday could not start:', err);
  process.exit(1);
});
