import { idParams, nameSearchQuerySchema, nameSearchResultSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { OwnedEntity } from './quick-navigation.repo';
import { getOwningProject, searchByName } from './quick-navigation.service';

const labels: Record<OwnedEntity, string> = {
  project: 'Project',
  instrument: 'Instrument',
  property: 'Property',
  service: 'Service',
};

/**
 * Spec 1 §2/§7, the home page's Go form and name search. `{entity}/{id}/exists` answers 200 with the
 * owning project id as JSON (`12`), or 200 with an empty body when there is no such record.
 */
export const registerQuickNavigationRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const entity of ['project', 'instrument', 'property', 'service'] as const) {
    api.get(
      `/api/${entity}/:id/exists`,
      {
        schema: {
          tags: ['quick navigation'],
          summary: `The project of a ${entity}; an empty answer when there is no such ${entity}`,
          params: idParams(`${labels[entity]} ID`),
          response: { 200: z.union([z.number().int(), z.literal('')]) },
        },
      },
      (request) => getOwningProject(db, { entity, id: request.params.id }),
    );
  }
  for (const entity of ['project', 'property'] as const) {
    api.get(
      `/api/${entity}/searchByName`,
      {
        schema: {
          tags: ['quick navigation'],
          summary: `Up to 10 ${entity === 'project' ? 'projects' : 'properties'} whose name holds the text`,
          querystring: nameSearchQuerySchema,
          response: { 200: nameSearchResultSchema },
        },
      },
      (request) => searchByName(db, { entity, name: request.query.name }),
    );
  }
};
