import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { ResultsDesk } from '../../results-desk.js';
import { createHttpResultsDesk } from '../../results-desk-http.js';
import type { SportsPlatformLink } from '../../sports-access-config.js';
import { createAdminAuditRepository } from './admin-audit.repository.js';
import { resultsDeskRoutes } from './results-desk.routes.js';

/**
 * The results desk's admin endpoints over the launcher's desk (the embedded platform's), else over
 * a standalone platform's signed merchant calls; with neither, they answer featureUnavailable.
 */
export function registerResultsDesk(
  app: FastifyInstance,
  deps: RegistrarDeps,
  opts: {
    db: AppDatabase;
    desk?: ResultsDesk | undefined;
    platform?: SportsPlatformLink | undefined;
    onFailure: (detail: string) => void;
  },
) {
  const desk =
    opts.desk ??
    (opts.platform ? createHttpResultsDesk({ link: opts.platform, onFailure: opts.onFailure }) : undefined);
  if (desk) resultsDeskRoutes(app, deps, { desk, audit: createAdminAuditRepository(opts.db) });
}
