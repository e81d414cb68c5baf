import type { FastifyInstance } from 'fastify';
import { registerObservationRoutes } from './observations.routes';
import { registerServiceRecordRoutes } from './services.routes';
import type { ServiceDeps } from './services.service';

export const registerServiceRoutes = (app: FastifyInstance, deps: ServiceDeps) => {
  registerServiceRecordRoutes(app, deps);
  registerObservationRoutes(app, deps);
};

// The one definition of "the services of a project" (its own and the multi-property ones reaching it),
// which the projects module composes into its summary and delete queries.
export { projectServiceIds } from './services.repo';
