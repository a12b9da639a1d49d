import { z } from 'zod';
import { defineSportsCall } from './call.js';
import { sportsBodyFields } from './language.js';
import { sportsPaths } from './paths.js';
import { sportsScore } from './shapes.js';

/**
 * The operator's results desk: recorded results listed, corrected (a new version) and voided, as
 * signed merchant calls of the platform (`/merchant/v1/result/*`). The field sets are declared here
 * once; the app server's admin endpoints (`endpoints/admin.ts`) take the same fields and answers.
 */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const queryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A score in a correction: a whole number a side (goals, points, sets, cards...). */
const score = z
  .number({ message: 'validation.score.whole' })
  .int({ message: 'validation.score.whole' })
  .min(0, { message: 'validation.score.whole' })
  .max(99_999, { message: 'validation.score.whole' });

/** Most score entries a correction carries (a recorded match has a few dozen at most). */
export const RESULT_DESK_MAX_SCORES = 200;
/** Results per page of the desk. */
export const RESULT_DESK_MAX_PAGE_SIZE = 100;

/** One `nsg` entry of a correction (contract §4.7): market-period code, score type, `[home, away]`. */
export const resultDeskScore = z.object({
  pe: z.number().int().positive().max(999_999),
  tyg: z.number().int().positive().max(99_999),
  sc: z.tuple([score, score]),
});

/** A correction's entries: at least one, each (period, score type) once. */
export const resultDeskScores = z
  .array(resultDeskScore)
  .min(1)
  .max(RESULT_DESK_MAX_SCORES)
  .refine((list) => new Set(list.map((e) => `${e.pe}:${e.tyg}`)).size === list.length, {
    message: 'validation.scores.duplicate',
  });

/** Why the operator changed the result: stored with the version and written to the audit. */
export const resultDeskNote = z
  .string()
  .trim()
  .min(1, { message: 'validation.note.length' })
  .max(180, { message: 'validation.note.length' });

/** How a recorded result says the match ended; cancelled and abandoned void every bet on it. */
export const resultEnd = z.enum(['finished', 'cancelled', 'abandoned']);
export type ResultEnd = z.infer<typeof resultEnd>;

/** A recorded result as the desk shows it: the latest version of one match. */
export const resultDeskRecord = z.object({
  matchId: id,
  sportId: z.number().int(),
  /** Names in the asked language; null when the match is no longer in the platform's schedule. */
  leagueName: z.string().nullable(),
  homeName: z.string().nullable(),
  awayName: z.string().nullable(),
  kickoff: z.number().int(),
  version: z.number().int().positive(),
  end: resultEnd,
  scores: z.array(sportsScore),
  /** On a void: the scores of the version it voided, what reinstating the result starts from; null otherwise. */
  scoresBeforeVoid: z.array(sportsScore).nullable(),
  /** The operator's note on a correction or a void; null on the recorded version. */
  note: z.string().nullable(),
  recordedAt: z.number().int(),
  /** Legs of bets standing on the match (not rejected or cancelled): what a change re-settles. */
  betLegs: z.number().int().nonnegative(),
});
export type ResultDeskRecord = z.infer<typeof resultDeskRecord>;

/** Filters and page of the desk's list; newest kick-off first. Query-string friendly (numbers coerced). */
export const resultDeskListFields = {
  sportId: queryId.optional(),
  matchId: queryId.optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RESULT_DESK_MAX_PAGE_SIZE).default(20),
};

export const resultDeskListQuery = z.object(resultDeskListFields);

export const resultDeskPage = z.object({
  list: z.array(resultDeskRecord),
  total: z.number().int().nonnegative(),
  /** Sport ids the platform offers (the filter's choices). */
  sports: z.array(z.number().int()),
});
export type ResultDeskPage = z.infer<typeof resultDeskPage>;

/** The version the operator changes (the latest they saw): a newer one refuses the change (resultChangedMeanwhile). */
const changedVersion = z.number().int().positive().max(1_000_000);
export const resultDeskCorrectionFields = {
  matchId: id,
  version: changedVersion,
  scores: resultDeskScores,
  note: resultDeskNote,
};
export const resultDeskVoidFields = {
  matchId: id,
  version: changedVersion,
  end: z.enum(['cancelled', 'abandoned']),
  note: resultDeskNote,
};
/** A correction or a void on its own (the desk checks what reaches it without a body around it). */
export const resultDeskCorrection = z.object(resultDeskCorrectionFields);
export const resultDeskVoid = z.object(resultDeskVoidFields);

/** A change made: the result before and the new latest version. */
export const resultDeskChange = z.object({ before: resultDeskRecord, after: resultDeskRecord });
export type ResultDeskChange = z.infer<typeof resultDeskChange>;

export const merchantResultList = defineSportsCall({
  path: sportsPaths.merchantResultList,
  body: sportsBodyFields.extend(resultDeskListFields),
  response: resultDeskPage,
  auth: 'merchant',
});

export const merchantResultCorrect = defineSportsCall({
  path: sportsPaths.merchantResultCorrect,
  body: sportsBodyFields.extend(resultDeskCorrectionFields),
  response: resultDeskChange,
  auth: 'merchant',
});

export const merchantResultVoid = defineSportsCall({
  path: sportsPaths.merchantResultVoid,
  body: sportsBodyFields.extend(resultDeskVoidFields),
  response: resultDeskChange,
  auth: 'merchant',
});

export type ResultDeskListQuery = z.output<typeof resultDeskListQuery>;
export type ResultDeskCorrection = z.output<typeof resultDeskCorrection>;
export type ResultDeskVoid = z.output<typeof resultDeskVoid>;

/**
 * Why the desk refuses a change; each is a code of the platform's envelope and of the app's, under
 * the same name. `invalidParameter` is a body the contract's schemas refuse.
 */
export const resultDeskRefusals = [
  'invalidParameter',
  'resultMatchUnknown',
  'resultNotRecorded',
  'resultUnchanged',
  'resultScoresInvalid',
  'resultChangedMeanwhile',
] as const;
export type ResultDeskRefusal = (typeof resultDeskRefusals)[number];

/** A desk change: done, or refused with the reason and a detail for the operator's log. */
export type ResultDeskOutcome =
  { ok: true; change: ResultDeskChange } | { ok: false; refusal: ResultDeskRefusal; detail: string };
