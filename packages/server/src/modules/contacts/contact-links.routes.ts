import {
  type ContactParentType,
  contactLinkCreateSchema,
  contactLinkSchema,
  contactLinkUpdateSchema,
  contactParentLabel,
  idParams,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import {
  createContactLink,
  deleteContactLink,
  listProjectContacts,
  listRecordContacts,
  updateContactLink,
} from './contact-links.service';

/**
 * The contacts of instruments, properties and services, in the generic pattern of spec 2 §7 and
 * spec 3 §7: GET {parentType}/{parentId}/contacts, POST contact/create, PUT contact/update,
 * DELETE contact/delete/{id}.
 */
export const registerContactLinkRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['instrument', 'property', 'service'] satisfies ContactParentType[]) {
    const label = contactParentLabel(type);
    api.get(
      `/api/${type}/:id/contacts`,
      {
        schema: {
          tags: ['contacts'],
          summary: `The contacts of a ${type}, by name`,
          params: idParams(`${label} ID`),
          response: { 200: z.array(contactLinkSchema) },
        },
      },
      (request) => listRecordContacts(db, { type, id: request.params.id }),
    );
  }
  api.get(
    '/api/project/:id/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: "The contacts on any of a project's records, once each, by name",
        params: idParams('Project ID'),
        response: { 200: z.array(z.object({ crmId: z.string(), name: z.string() })) },
      },
    },
    (request) => listProjectContacts(db, request.params.id),
  );
  api.post(
    '/api/contact/create',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Add a contact to an instrument, property or service, with its roles',
        body: contactLinkCreateSchema,
        response: { 200: contactLinkSchema },
      },
    },
    (request) => createContactLink(db, request.body, callerOf(request)),
  );
  api.put(
    '/api/contact/update',
    {
      schema: {
        tags: ['contacts'],
        summary: "Change a record contact's roles, role details or contact",
        body: contactLinkUpdateSchema,
        response: { 200: contactLinkSchema },
      },
    },
    (request) => updateContactLink(db, request.body, callerOf(request)),
  );
  api.delete(
    '/api/contact/delete/:id',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Remove a contact from its record (never from the CRM)',
        params: idParams('ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deleteContactLink(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
};
