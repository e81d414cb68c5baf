import {
  idempotencyHeadersSchema,
  idParams,
  numericId,
  projectServiceSchema,
  serviceAssociatedPropertySchema,
  serviceAssociatePropertiesSchema,
  serviceCreateSchema,
  serviceDeletedSchema,
  serviceDocumentFolderSchema,
  serviceNamesSchema,
  serviceSchema,
  serviceUpdateSchema,
  validServicePropertySchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, clientWriteOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { writeOnce } from '../../db/client-writes';
import { docxType, sendAttachment } from '../../lib/attachment';
import { exportInspectionForm } from './inspection-report.service';
import {
  associateProperties,
  createService,
  deleteService,
  getService,
  listAssociatedProperties,
  listProjectServices,
  listValidPropertiesForService,
  previousServiceIdExists,
  reviewerNames,
  staffLeadNames,
  updateService,
  updateServiceDocumentFolder,
} from './services.service';

export const serviceIdParams = idParams('Service ID');
const projectParams = idParams('Project ID');

/** Spec 2 §7 and spec 1 §7: the service itself, its lists, its report and the names for the search facets. */
export const registerServiceRecordRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['services'];
  api.get(
    '/api/project/:id/services',
    {
      schema: {
        tags,
        summary: "The project's services and the multi-property ones reaching it: status, open date, id",
        params: projectParams,
        response: { 200: z.array(projectServiceSchema) },
      },
    },
    (request) => listProjectServices(db, request.params.id),
  );
  api.get(
    '/api/project/:id/getvalidpropertiesbyservice/:serviceId',
    {
      schema: {
        tags,
        summary: "The project's current properties and the service's own, this project's first",
        params: projectParams.extend({ serviceId: numericId('Service ID') }),
        response: { 200: z.array(validServicePropertySchema) },
      },
    },
    (request) =>
      listValidPropertiesForService(db, {
        projectId: request.params.id,
        serviceId: request.params.serviceId,
      }),
  );
  for (const [path, summary, list] of [
    ['staffLeadNames', 'Names of the staff leads of services, sorted', () => staffLeadNames(db)],
    ['reviewers', 'Names of the assignees of service reviews, sorted', () => reviewerNames(db, 'assignee')],
    [
      'reviewassigners',
      'Names of the assigners of service reviews, sorted',
      () => reviewerNames(db, 'assigner'),
    ],
  ] as const)
    api.get(
      `/api/service/${path}`,
      { schema: { tags, summary, response: { 200: serviceNamesSchema } } },
      list,
    );
  api.get(
    '/api/service/previousserviceidexists/:id',
    {
      schema: {
        tags,
        summary: 'Whether a service with this id exists (the Previous Service ID check)',
        params: serviceIdParams,
        response: { 200: z.boolean() },
      },
    },
    (request) => previousServiceIdExists(db, request.params.id),
  );
  api.get(
    '/api/service/:id',
    {
      schema: {
        tags,
        summary: 'A service with the names its page shows',
        params: serviceIdParams,
        response: { 200: serviceSchema },
      },
    },
    (request) => getService(db, request.params.id),
  );
  api.get(
    '/api/service/:id/associatedProperties',
    {
      schema: {
        tags,
        summary: "The service's properties: its primary project's first, then status, acres, id",
        params: serviceIdParams,
        response: { 200: z.array(serviceAssociatedPropertySchema) },
      },
    },
    (request) => listAssociatedProperties(db, request.params.id),
  );
  api.post(
    '/api/service/create',
    {
      schema: {
        tags,
        summary: 'A new single- or multi-property service with its first contact and Open event',
        body: serviceCreateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: serviceSchema },
      },
    },
    (request) =>
      writeOnce(db, clientWriteOf(request, 'service.create'), (db) =>
        createService(db, request.body, callerOf(request)),
      ),
  );
  api.put(
    '/api/service/update',
    {
      schema: {
        tags,
        summary: 'Change the service details and inspection details (version-checked)',
        body: serviceUpdateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: serviceSchema },
      },
    },
    (request) =>
      writeOnce(db, clientWriteOf(request, 'service.update'), (db) =>
        updateService(db, request.body, callerOf(request)),
      ),
  );
  api.put(
    '/api/service/associatePropertiesToService',
    {
      schema: {
        tags,
        summary: "Change the service's properties (Admin); answers the notice about its Box folder",
        body: serviceAssociatePropertiesSchema,
        response: { 200: serviceSchema.extend({ message: z.string() }) },
      },
    },
    (request) => associateProperties(db, request.body, callerOf(request)),
  );
  api.delete(
    '/api/service/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service with its events, observations, photos, reviews and contacts (Admin only)',
        params: serviceIdParams,
        querystring: versionQuerySchema,
        response: { 200: serviceDeletedSchema },
      },
    },
    (request) =>
      deleteService(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
  api.patch(
    '/api/service/:id/updateDocumentFolder',
    {
      schema: {
        tags,
        summary: "Set the service's document folder",
        params: serviceIdParams,
        body: serviceDocumentFolderSchema,
        response: { 200: z.object({ id: z.number().int(), documentFolderId: z.string() }) },
      },
    },
    (request) =>
      updateServiceDocumentFolder(
        db,
        { id: request.params.id, folderId: request.body.folderId },
        callerOf(request),
      ),
  );
  api.get(
    '/api/service/:id/ExportInspectionFormReport/:projectId',
    {
      schema: {
        tags,
        summary: 'The inspection form of the service as a Word document',
        params: serviceIdParams.extend({ projectId: numericId('Project ID') }),
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportInspectionForm(db, {
        id: request.params.id,
        projectId: request.params.projectId,
      });
      return sendAttachment(reply, { fileName, contentType: docxType, body: buffer });
    },
  );
};
