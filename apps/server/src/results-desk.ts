import type {
  ResultDeskCorrection,
  ResultDeskListQuery,
  ResultDeskOutcome,
  ResultDeskPage,
  ResultDeskVoid,
  SportsTextLanguage,
} from '@matchday/contract';

/**
 * The port to the sports platform's results desk (the app server never imports apps/sports): in
 * one process the launcher wires the embedded platform's desk (scripts/start-matchday.mjs); a
 * standalone platform is reached through its signed merchant calls (`results-desk-http.ts`).
 * A refusal is an outcome; a platform that cannot be reached throws.
 */
export interface ResultsDesk {
  list(query: ResultDeskListQuery, lang: SportsTextLanguage): Promise<ResultDeskPage>;
  correct(change: ResultDeskCorrection, lang: SportsTextLanguage): Promise<ResultDeskOutcome>;
  void(change: ResultDeskVoid, lang: SportsTextLanguage): Promise<ResultDeskOutcome>;
}
