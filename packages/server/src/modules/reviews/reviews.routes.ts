import {
  idParams,
  reviewCreateSchema,
  reviewSchema,
  reviewUpdateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { createReviews, listReviews, updateReview, withdrawReview } from './reviews.service';

/**
 * Reviews of instruments and services (spec 3 §4, §7): GET {instrument|service}/{id}/reviews,
 * POST review/create (one review per assignee), PUT review/update, DELETE review/delete/{id} (withdraw).
 */
export const registerReviewRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of ['instrument', 'service'] as const) {
    api.get(
      `/api/${type}/:id/reviews`,
      {
        schema: {
          tags: ['reviews'],
          summary: `The reviews of a ${type}, open ones first, then newest`,
          params: idParams(type === 'instrument' ? 'Instrument ID' : 'Service ID'),
          response: { 200: z.array(reviewSchema) },
        },
      },
      (request) => listReviews(db, { type, id: request.params.id }),
    );
  }
  api.post(
    '/api/review/create',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Assign a review of an instrument or a service to one or more users',
        body: reviewCreateSchema,
        response: { 200: z.array(reviewSchema) },
      },
    },
    (request) => createReviews(db, request.body, callerOf(request)),
  );
  api.put(
    '/api/review/update',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Change the status, instructions or comments of an open review; Withdrawn deletes it',
        body: reviewUpdateSchema,
        response: { 200: reviewSchema },
      },
    },
    (request) => updateReview(db, request.body, callerOf(request)),
  );
  api.delete(
    '/api/review/delete/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Withdraw (delete) an open review',
        params: idParams('ID'),
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      withdrawReview(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
};
