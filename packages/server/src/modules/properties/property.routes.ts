import {
  agreementTypeRefSchema,
  agreementTypesByPropertyIdsSchema,
  idParams,
  propertyCreateSchema,
  propertyDeletedSchema,
  propertyDocumentFolderSchema,
  propertySchema,
  propertyUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import {
  createProperty,
  deleteProperty,
  getProperty,
  getPropertyDeleteMessage,
  listAgreementTypesForProperties,
  propertyCurrentExists,
  updateProperty,
  updatePropertyDocumentFolder,
} from './property.service';

export const propertyIdParams = idParams('Property ID');

/** Spec 2 §7: the property itself — read, create, update, delete, its document folder, and look-ups. */
export const registerPropertyDetailRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'A property with its localities, instruments, services and development rights',
        params: propertyIdParams,
        response: { 200: propertySchema },
      },
    },
    (request) => getProperty(db, request.params.id),
  );
  api.get(
    '/api/property/:id/currentexists',
    {
      schema: {
        tags: ['properties'],
        summary: 'Whether the id names a Current property',
        params: propertyIdParams,
        response: { 200: z.boolean() },
      },
    },
    (request) => propertyCurrentExists(db, request.params.id),
  );
  api.get(
    '/api/property/:id/delete_message',
    {
      schema: {
        tags: ['properties'],
        summary: 'Why the property cannot be deleted (text), empty when it can',
        params: propertyIdParams,
        response: { 200: z.string() },
      },
    },
    (request) => getPropertyDeleteMessage(db, request.params.id),
  );
  api.post(
    '/api/property/create',
    {
      schema: {
        tags: ['properties'],
        summary: 'A new Current property with its primary and additional localities',
        body: propertyCreateSchema,
        response: { 200: propertySchema },
      },
    },
    (request) => createProperty(db, request.body, actorOf(request)),
  );
  api.put(
    '/api/property/update',
    {
      schema: {
        tags: ['properties'],
        summary: 'Change the property details (version-checked)',
        body: propertyUpdateSchema,
        response: { 200: propertySchema },
      },
    },
    (request) => updateProperty(db, request.body, actorOf(request)),
  );
  api.delete(
    '/api/property/delete/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Delete an inactive property with no instruments or services (Admin only)',
        params: propertyIdParams,
        querystring: versionQuerySchema,
        response: { 200: propertyDeletedSchema },
      },
    },
    (request) =>
      deleteProperty(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
  api.patch(
    '/api/property/:id/updateDocumentFolder',
    {
      schema: {
        tags: ['properties'],
        summary: "Set the property's document folder",
        params: propertyIdParams,
        body: propertyDocumentFolderSchema,
        response: { 200: z.object({ id: z.number().int(), documentFolderId: z.string() }) },
      },
    },
    (request) =>
      updatePropertyDocumentFolder(
        db,
        { id: request.params.id, folderId: request.body.folderId },
        actorOf(request),
      ),
  );
  api.post(
    '/api/property/getagreementtypesbypropertyids',
    {
      // A look-up with a body: it changes nothing, so view-only users may call it.
      config: { readOnly: true },
      schema: {
        tags: ['properties'],
        summary: "The agreement types of the properties' instruments",
        body: agreementTypesByPropertyIdsSchema,
        response: { 200: z.array(agreementTypeRefSchema) },
      },
    },
    (request) => listAgreementTypesForProperties(db, request.body),
  );
};
