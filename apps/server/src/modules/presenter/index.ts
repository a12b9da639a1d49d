import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { LiveStreamService } from '../live/index.js';
import { createPresenterRepository } from './presenter.repository.js';
import { presenterRoutes } from './presenter.routes.js';
import { createPresenterService } from './presenter.service.js';

/** Anchors' profiles: wiring for app.ts. */
export function createPresenterModule(opts: { db: AppDatabase; streams: Pick<LiveStreamService, 'list'> }) {
  const presenters = createPresenterService({ repo: createPresenterRepository(opts.db), streams: opts.streams });
  return {
    presenters,
    registerEndpoints: (api: FastifyInstance, deps: RegistrarDeps) => presenterRoutes(api, deps, presenters),
  };
}
