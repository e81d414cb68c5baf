import {
  currentPropertySchema,
  developmentRightsSummarySchema,
  latestPropertyLocalitySchema,
  openReviewsPageSchema,
  openReviewsQuerySchema,
  projectEventSchema,
  projectPropertySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  getDevelopmentRightsSummary,
  getLatestLocality,
  listCurrentProperties,
  listOpenReviews,
  listProjectProperties,
  refreshLatestEvents,
} from './project-summary.service';
import { projectParams } from './projects.routes';

/** Spec 2 §7: the lists of the project summary and of the property pages (the service lists are the services module's), sorted as §9 says. */
export const registerProjectSummaryRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  api.get(
    '/api/project/:id/properties',
    {
      schema: {
        tags,
        summary: "The project's properties: status, calculated acres descending, id descending",
        params: projectParams,
        response: { 200: z.array(projectPropertySchema) },
      },
    },
    (request) => listProjectProperties(db, request.params.id),
  );
  api.get(
    '/api/project/:id/currentproperties',
    {
      schema: {
        tags,
        summary: "The project's current properties: calculated acres descending, id descending",
        params: projectParams,
        response: { 200: z.array(currentPropertySchema) },
      },
    },
    (request) => listCurrentProperties(db, request.params.id),
  );
  api.get(
    '/api/project/:id/latestPropertyLocality',
    {
      schema: {
        tags,
        summary: "The primary locality of the project's newest property; empty when none",
        params: projectParams,
        response: { 200: z.union([latestPropertyLocalitySchema, z.literal('')]) },
      },
    },
    (request) => getLatestLocality(db, request.params.id),
  );
  api.get(
    '/api/project/:id/refreshLatestEvents',
    {
      schema: {
        tags,
        summary: "The five newest events of the project's instruments and services",
        params: projectParams,
        response: { 200: z.array(projectEventSchema) },
      },
    },
    (request) => refreshLatestEvents(db, request.params.id),
  );
  api.get(
    '/api/project/:id/developmentRightsSummary',
    {
      schema: {
        tags,
        summary: 'Allowed, existing and remaining properties, dwelling units, finished and impervious area',
        params: projectParams,
        response: { 200: developmentRightsSummarySchema },
      },
    },
    (request) => getDevelopmentRightsSummary(db, request.params.id),
  );
  api.get(
    '/api/project/:id/openReviews',
    {
      schema: {
        tags,
        summary: "Open reviews of the project's instruments and services, oldest first, paged",
        params: projectParams,
        querystring: openReviewsQuerySchema,
        response: { 200: openReviewsPageSchema },
      },
    },
    (request) => listOpenReviews(db, { projectId: request.params.id, ...request.query }),
  );
};
