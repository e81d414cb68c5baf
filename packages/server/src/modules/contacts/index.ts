import type { FastifyInstance } from 'fastify';
import { registerContactLinkRoutes } from './contact-links.routes';
import { registerContactCrmRoutes } from './contacts.routes';
import type { ContactDeps } from './contacts.service';

/** For other modules: a new record's first contact. */
export { addContactLink, contactIdByCrmId } from './contact-links.service';

export const registerContactRoutes = (app: FastifyInstance, deps: ContactDeps) => {
  registerContactCrmRoutes(app, deps);
  registerContactLinkRoutes(app, deps);
};

// A new service's first contact is linked inside the service's own transaction (spec 2 §3).
export { createContactLink, listRecordContacts } from './contact-links.service';
