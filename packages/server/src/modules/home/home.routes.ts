import {
  homeCasesPageSchema,
  homeInstrumentsPageSchema,
  homeListQuerySchema,
  homeReviewsPageSchema,
  homeServicesPageSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  listAllOpenCases,
  listMyOpenCases,
  listMyOpenReviews,
  listMyOpenServices,
  listMyPendingInstruments,
  listReviewsAssignedByMe,
} from './home.service';

/**
 * Spec 1 §2/§7: the home tiles' lists of the signed-in user's work, oldest first, 100 a page; issue 33
 * §6: the open violation cases, mine and all, the next follow-up first.
 */
export const registerHomeRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tile = { tags: ['home'], querystring: homeListQuerySchema };
  api.get(
    '/api/staffleadinstruments',
    {
      schema: {
        ...tile,
        summary: 'Pending instruments the caller is Staff Lead of',
        response: { 200: homeInstrumentsPageSchema },
      },
    },
    (request) => listMyPendingInstruments(db, { userId: request.user.id, ...request.query }),
  );
  api.get(
    '/api/staffleadservices',
    {
      schema: {
        ...tile,
        summary: 'Open services the caller is Staff Lead of',
        response: { 200: homeServicesPageSchema },
      },
    },
    (request) => listMyOpenServices(db, { userId: request.user.id, ...request.query }),
  );
  api.get(
    '/api/Review/MyOpenReviews',
    {
      schema: {
        ...tile,
        summary: 'Open reviews assigned to the caller',
        response: { 200: homeReviewsPageSchema },
      },
    },
    (request) => listMyOpenReviews(db, { userId: request.user.id, ...request.query }),
  );
  api.get(
    '/api/Review/ReviewsAssignedByMe',
    {
      schema: {
        ...tile,
        summary: 'Reviews the caller assigned, less withdrawn ones',
        response: { 200: homeReviewsPageSchema },
      },
    },
    (request) => listReviewsAssignedByMe(db, { userId: request.user.id, ...request.query }),
  );
  api.get(
    '/api/case/myOpenCases',
    {
      schema: {
        ...tile,
        summary: 'Open violation cases the caller reported or is Staff Lead of an instrument of',
        response: { 200: homeCasesPageSchema },
      },
    },
    (request) => listMyOpenCases(db, { userId: request.user.id, ...request.query }),
  );
  api.get(
    '/api/case/openCases',
    {
      schema: {
        ...tile,
        summary: 'Every open violation case, the next follow-up first',
        response: { 200: homeCasesPageSchema },
      },
    },
    (request) => listAllOpenCases(db, { userId: request.user.id, ...request.query }),
  );
};
