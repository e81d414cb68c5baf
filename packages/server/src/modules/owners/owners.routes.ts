import {
  homeListQuerySchema,
  idParams,
  instrumentOwnerContactsSchema,
  newOwnerTaskSchema,
  newOwnerTasksPageSchema,
  ownerContactCreateSchema,
  ownerContactSchema,
  ownerContactUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import {
  createOwnerContact,
  deleteOwnerContactRecord,
  getInstrumentOwnerContacts,
  listNewOwnerTasks,
  listPropertyNewOwnerTasks,
  updateOwnerContactRecord,
} from './owners.service';

/**
 * Owners (issue 33 §4): the yearly owner contacts of an easement (GET instrument/{id}/ownerContacts,
 * POST ownerContact/create, PUT ownerContact/update, DELETE ownerContact/delete/{id}: Staff and Admin
 * write, the view-only are refused by the write guard) and the open "New owner: contact within 90
 * days" tasks (GET ownerContact/newOwners, the home tile; GET property/{id}/newOwnerTasks).
 */
export const registerOwnerRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['owners'];
  api.get(
    '/api/instrument/:id/ownerContacts',
    {
      schema: {
        tags,
        summary: "An instrument's owner contacts, newest first, and the owners of its properties",
        params: idParams('Instrument ID'),
        response: { 200: instrumentOwnerContactsSchema },
      },
    },
    (request) => getInstrumentOwnerContacts(db, request.params.id),
  );
  api.post(
    '/api/ownerContact/create',
    {
      schema: {
        tags,
        summary: 'Record a contact with the owners of an easement: date, how, the owners reached, a note',
        body: ownerContactCreateSchema,
        response: { 200: ownerContactSchema },
      },
    },
    (request) => createOwnerContact(db, request.body, callerOf(request)),
  );
  api.put(
    '/api/ownerContact/update',
    {
      schema: {
        tags,
        summary: "Change an owner contact's date, how, owners reached or note",
        body: ownerContactUpdateSchema,
        response: { 200: ownerContactSchema },
      },
    },
    (request) => updateOwnerContactRecord(db, request.body, callerOf(request)),
  );
  api.delete(
    '/api/ownerContact/delete/:id',
    {
      schema: {
        tags,
        summary: 'Remove an owner contact',
        params: idParams('ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deleteOwnerContactRecord(
        db,
        { id: request.params.id, version: request.query.version },
        callerOf(request),
      ),
  );
  api.get(
    '/api/ownerContact/newOwners',
    {
      schema: {
        tags,
        summary: 'New owners to contact within 90 days of their Owner Since, the overdue first',
        querystring: homeListQuerySchema,
        response: { 200: newOwnerTasksPageSchema },
      },
    },
    (request) => listNewOwnerTasks(db, request.query),
  );
  api.get(
    '/api/property/:id/newOwnerTasks',
    {
      schema: {
        tags,
        summary: "A property's new owners still to contact",
        params: idParams('Property ID'),
        response: { 200: z.array(newOwnerTaskSchema) },
      },
    },
    (request) => listPropertyNewOwnerTasks(db, request.params.id),
  );
};
