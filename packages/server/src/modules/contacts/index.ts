import type { FastifyInstance } from 'fastify';
import { registerContactLinkRoutes } from './contact-links.routes';
import { registerContactCrmRoutes } from './contacts.routes';
import type { ContactDeps } from './contacts.service';

export const registerContactRoutes = (app: FastifyInstance, deps: ContactDeps) => {
  registerContactCrmRoutes(app, deps);
  registerContactLinkRoutes(app, deps);
};
