import { runAppServer } from './start.js';

/** The app server alone; `npm start` runs it with the embedded sports platform (apps/matchday). */
runAppServer().catch((err: unknown) => {
  console.error('Matchday could not start:', err);
  process.exit(1);
});
