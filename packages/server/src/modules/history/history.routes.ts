import { historyEntities, historyPageSchema, historyQuerySchema, numericId } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getHistory } from './history.service';

const labels = {
  project: 'Project',
  property: 'Property',
  instrument: 'Instrument',
  service: 'Service',
} as const;

/** `GET {entity}/{id}/history` for the records with a History card; view-only users read it too. */
export const registerHistoryRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const entity of historyEntities) {
    api.get(
      `/api/${entity}/:id/history`,
      {
        schema: {
          tags: ['history'],
          summary: `The changes of a ${entity} and of the records inside it, newest first`,
          params: z.object({ id: numericId(`${labels[entity]} ID`) }),
          querystring: historyQuerySchema,
          response: { 200: historyPageSchema },
        },
      },
      (request) => getHistory(db, { entity, id: request.params.id, ...request.query }),
    );
  }
};
