import {
  homeListQuerySchema,
  homeRequestsPageSchema,
  idParams,
  ownerRequestSchema,
  requestChoicesSchema,
  requestCreateSchema,
  requestStepCreateSchema,
  requestSummarySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { registerStepRoute } from '../record-steps/api';
import {
  addRequestStep,
  createRequest,
  getRequest,
  listOverdueRequests,
  listPropertyRequestChoices,
  listPropertyRequests,
} from './requests.service';

/**
 * Owners' requests (issue 33 §5): GET property/{id}/ownerRequests, GET property/{id}/ownerRequestChoices,
 * GET ownerRequest/{id}, POST ownerRequest/create, POST ownerRequest/step, GET ownerRequest/overdue (the
 * home tile). Reads for every signed-in user; the writes are refused to the view-only by the write guard
 * and by the step rule.
 */
export const registerRequestRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id/ownerRequests',
    {
      schema: {
        tags: ['requests'],
        summary: "A property's owner requests, undecided ones first, then newest receipt",
        params: idParams('Property ID'),
        response: { 200: z.array(requestSummarySchema) },
      },
    },
    (request) => listPropertyRequests(db, request.params.id),
  );
  api.get(
    '/api/property/:id/ownerRequestChoices',
    {
      schema: {
        tags: ['requests'],
        summary: "The property's Owner contacts and the instruments covering it: what a request may name",
        params: idParams('Property ID'),
        response: { 200: requestChoicesSchema },
      },
    },
    (request) => listPropertyRequestChoices(db, request.params.id),
  );
  api.get(
    '/api/ownerRequest/overdue',
    {
      schema: {
        tags: ['requests', 'home'],
        summary: 'Undecided owner requests past their decision due day, the longest overdue first',
        querystring: homeListQuerySchema,
        response: { 200: homeRequestsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return {
        ...(await listOverdueRequests(db, { offset: (page - 1) * pageSize, limit: pageSize })),
        page,
        pageSize,
      };
    },
  );
  api.get(
    '/api/ownerRequest/:id',
    {
      schema: {
        tags: ['requests'],
        summary: "An owner request with its instruments, its check against the property's rights, and steps",
        params: idParams('Request ID'),
        response: { 200: ownerRequestSchema },
      },
    },
    (request) => getRequest(db, request.params.id),
  );
  api.post(
    '/api/ownerRequest/create',
    {
      schema: {
        tags: ['requests'],
        summary: "Receive an owner's request to exercise a reserved right on a property",
        body: requestCreateSchema,
        response: { 200: ownerRequestSchema },
      },
    },
    (request) => createRequest(db, request.body, callerOf(request)),
  );
  registerStepRoute(
    app,
    { db },
    {
      url: '/api/ownerRequest/step',
      tags: ['requests'],
      summary:
        'Move an owner request to its next status; an approval adds the rights it uses to the property',
      body: requestStepCreateSchema,
      response: ownerRequestSchema,
      take: addRequestStep,
    },
  );
};
