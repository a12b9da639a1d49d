import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { LiveStreamService } from '../live/index.js';
import { createPresenterRepository } from './presenter.repository.js';
import { presenterRoutes } from './presenter.routes.js';
import { createPresenterService } from './presenter.service.js';

export interface PresenterModule {
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** Anchors' profiles (`presenter_profiles`): the public info and the anchor's own edits. */
export function createPresenterModule(opts: {
  db: AppDatabase;
  streams: Pick<LiveStreamService, 'list'>;
  /** Nickname and avatar are the user's own columns. */
  accounts: Pick<AccountRepository, 'updateLook'>;
}): PresenterModule {
  const presenters = createPresenterService({
    repo: createPresenterRepository(opts.db, opts.accounts),
    streams: opts.streams,
  });
  return { registerEndpoints: (api, deps) => presenterRoutes(api, deps, presenters) };
}
