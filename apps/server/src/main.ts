import { runAppServer } from './start.js';

/** The app server alone; `npm start` runs it with the embedded sports platform (scripts/start-matchday.mjs). */
runAppServer().catch((err: unknown) => {
  console.error('Matchday could not start:', err);
  process.exit(1);
});
