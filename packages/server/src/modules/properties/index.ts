import type { FastifyInstance } from 'fastify';
import { registerBuiltEnvironmentRoutes } from './built-environment.routes';
import { registerPropertyDetailRoutes } from './property.routes';
import type { PropertyDeps } from './property.service';

/** For other modules: the one property-create function (a new project's first property uses it). */
export { addProperty } from './property.service';

import { registerPropertyLocalityRoutes } from './property-localities.routes';

export const registerPropertyRoutes = (app: FastifyInstance, deps: PropertyDeps) => {
  registerPropertyDetailRoutes(app, deps);
  registerPropertyLocalityRoutes(app, deps);
  registerBuiltEnvironmentRoutes(app, deps);
};

// A service's agreement type must be one its properties offer (spec 2 §2).
export { listAgreementTypesForProperties } from './property.service';
