import { userPresenterGetInfo2, userPresenterUpdate } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { PresenterService } from './presenter.service.js';

/** Spec §7 "User": an anchor's public profile and their own update. */
export function presenterRoutes(app: FastifyInstance, deps: RegistrarDeps, presenters: PresenterService) {
  registerEndpoint(app, deps, userPresenterGetInfo2, ({ params }) => presenters.info(params.id));
  registerEndpoint(app, deps, userPresenterUpdate, ({ caller, body }) => presenters.update(caller!, body));
}
