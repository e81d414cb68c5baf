import { fieldPropertySchema, idParams } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getFieldProperty } from './field.service';

/** The field copy: what a device stores to monitor a property with no signal. */
export const registerFieldRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/field/property/:id',
    {
      schema: {
        tags: ['field'],
        summary:
          'A property with its instruments, contacts and inspections, for a device to monitor it offline',
        params: idParams('Property ID'),
        response: { 200: fieldPropertySchema },
      },
    },
    (request) => getFieldProperty(db, request.params.id),
  );
};
