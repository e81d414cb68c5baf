import type { FastifyInstance } from 'fastify';
import { registerBuiltEnvironmentRoutes } from './built-environment.routes';
import { registerPropertyDetailRoutes } from './property.routes';
import type { PropertyDeps } from './property.service';
import { registerPropertyBoundaryRoutes } from './property-boundary.routes';
import { registerPropertyLocalityRoutes } from './property-localities.routes';
import { registerPropertyMapRoutes } from './property-map.routes';

export const registerPropertyRoutes = (app: FastifyInstance, deps: PropertyDeps) => {
  registerPropertyDetailRoutes(app, deps);
  registerPropertyLocalityRoutes(app, deps);
  registerBuiltEnvironmentRoutes(app, deps);
  registerPropertyBoundaryRoutes(app, deps);
  registerPropertyMapRoutes(app, deps);
};
