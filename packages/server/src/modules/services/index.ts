import type { FastifyInstance } from 'fastify';
import { registerObservationRoutes } from './observations.routes';
import { registerPhotoPointRoutes } from './photo-points.routes';
import { registerPhotoRoutes } from './photos.routes';
import { registerServiceRecordRoutes } from './services.routes';
import type { ServiceDeps } from './services.service';

export const registerServiceRoutes = (app: FastifyInstance, deps: ServiceDeps) => {
  registerServiceRecordRoutes(app, deps);
  registerObservationRoutes(app, deps);
  registerPhotoRoutes(app, deps);
  registerPhotoPointRoutes(app, deps);
};
