import {
  idParams,
  propertyLocalityCreateSchema,
  propertyLocalitySchema,
  propertyLocalityUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { propertyIdParams } from './property.routes';
import {
  createPropertyLocality,
  deletePropertyLocality,
  listPropertyLocalities,
  makePrimaryLocality,
  updatePropertyLocality,
} from './property-localities.service';

const rowIdParams = idParams('ID');

/** The Localities card in the generic pattern of spec 2 §7, and Make Primary. */
export const registerPropertyLocalityRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id/propertyLocalities',
    {
      schema: {
        tags: ['properties'],
        summary: 'The localities of a property with their tax parcels, primary first',
        params: propertyIdParams,
        response: { 200: z.array(propertyLocalitySchema) },
      },
    },
    (request) => listPropertyLocalities(db, request.params.id),
  );
  api.post(
    '/api/propertyLocality/create',
    {
      schema: {
        tags: ['properties'],
        summary: 'Add a locality with its tax parcels to a property',
        body: propertyLocalityCreateSchema,
        response: { 200: propertyLocalitySchema },
      },
    },
    (request) => createPropertyLocality(db, request.body, actorOf(request)),
  );
  api.put(
    '/api/propertyLocality/update',
    {
      schema: {
        tags: ['properties'],
        summary: "Replace a locality's tax parcels (version-checked)",
        body: propertyLocalityUpdateSchema,
        response: { 200: propertyLocalitySchema },
      },
    },
    (request) => updatePropertyLocality(db, request.body, actorOf(request)),
  );
  api.delete(
    '/api/propertyLocality/delete/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'Remove a locality that is not the primary one, with its tax parcels',
        params: rowIdParams,
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deletePropertyLocality(db, { id: request.params.id, version: request.query.version }, actorOf(request)),
  );
  api.post(
    '/api/property/updateprimarylocality/:id',
    {
      schema: {
        tags: ['properties'],
        summary: "Make this locality the property's primary one",
        params: rowIdParams,
        response: { 200: z.array(propertyLocalitySchema) },
      },
    },
    (request) => makePrimaryLocality(db, request.params.id, actorOf(request)),
  );
};
