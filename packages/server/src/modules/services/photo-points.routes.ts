import { idParams, photoPointSchema } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listPropertyPhotoPoints } from './photo-points.service';

/** A property's photo points with their photos by year: served here, beside the photos they group. */
export const registerPhotoPointRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/property/:id/photoPoints',
    {
      schema: {
        tags: ['photos'],
        summary:
          "The property's photo points by name, each with its photos by year and its first and most recent photo",
        params: idParams('Property ID'),
        response: { 200: z.array(photoPointSchema) },
      },
    },
    (request) => listPropertyPhotoPoints(db, request.params.id),
  );
};
