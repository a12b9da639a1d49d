import { adminResultCorrect, adminResultList, adminResultVoid, feedLanguageOf } from '@matchday/contract';
import type { ResultDeskChange, ResultDeskOutcome, ResultDeskRecord, ResultsDesk } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../../http/register-endpoint.js';
import type { AdminModule } from '../../admin/index.js';

/** A refusal answers the app code of the same name (the platform's body refusal is a validation failure). */
function changeOf(outcome: ResultDeskOutcome): ResultDeskChange {
  if (outcome.ok) return outcome.change;
  throw new AppError(outcome.refusal === 'invalidParameter' ? 'validationFailed' : outcome.refusal, undefined, {
    detail: outcome.detail,
  });
}

/** What the audit keeps of a version: enough to put the result back by hand. */
const versionOf = (r: ResultDeskRecord) => ({ version: r.version, end: r.end, scores: r.scores, note: r.note });

/**
 * The results desk of the super admin centre, through the sports platform's desk: list recorded
 * results, correct one, void a match. Each change is audited with the match, both versions and the note.
 */
export function resultsDeskRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: { desk: ResultsDesk; audit: AdminModule['audit'] },
) {
  /** A desk change as the admin is answered: a refusal throws its app code, a change is audited first. */
  async function audited(adminId: number, action: string, outcome: Promise<ResultDeskOutcome>) {
    const change = changeOf(await outcome);
    await svc.audit.record({
      adminId,
      action,
      targetUserId: null,
      detail: {
        matchId: change.after.matchId,
        sportId: change.after.sportId,
        note: change.after.note,
        betLegs: change.after.betLegs,
        before: versionOf(change.before),
        after: versionOf(change.after),
      },
    });
    return change;
  }

  registerEndpoint(app, deps, adminResultList, ({ query, lang }) => svc.desk.list(query, feedLanguageOf(lang)));

  registerEndpoint(app, deps, adminResultCorrect, ({ caller, body, lang }) =>
    audited(
      caller!.userId,
      'result.correct',
      svc.desk.correct(
        { matchId: body.matchId, version: body.version, scores: body.scores, note: body.note },
        feedLanguageOf(lang),
      ),
    ),
  );

  registerEndpoint(app, deps, adminResultVoid, ({ caller, body, lang }) =>
    audited(
      caller!.userId,
      'result.void',
      svc.desk.void(
        { matchId: body.matchId, version: body.version, end: body.end, note: body.note },
        feedLanguageOf(lang),
      ),
    ),
  );
}
