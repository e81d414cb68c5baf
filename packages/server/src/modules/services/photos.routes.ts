import {
  idParams,
  PhotoLimits,
  photoSchema,
  photoUploadStartSchema,
  photoUploadStateSchema,
  versionQuerySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import {
  appendPhotoUpload,
  deletePhoto,
  getPhotoUpload,
  listPhotos,
  photoOriginal,
  photoThumbnail,
  restorePhoto,
  startPhotoUpload,
} from './photos.service';
import { serviceIdParams } from './services.routes';
import type { ServiceDeps } from './services.service';

const photoParams = idParams('Photo ID');
const uploadParams = z.object({ clientId: z.uuid('The upload id must be a UUID.') });
/** The tus protocol's name for a part of a file at an offset. */
const partType = 'application/offset+octet-stream';

/** Field monitoring: a service's photos, uploaded in parts that resume where a broken connection left them. */
export const registerPhotoRoutes = (app: FastifyInstance, { db, config }: ServiceDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['photos'];
  api.get(
    '/api/service/:id/photos',
    {
      schema: {
        tags,
        summary: "The service's photos (complete and verified), in the order they were taken",
        params: serviceIdParams,
        response: { 200: z.array(photoSchema) },
      },
    },
    (request) => listPhotos(db, request.params.id),
  );
  api.post(
    '/api/service/:id/photos/upload',
    {
      schema: {
        tags,
        summary:
          'Start a photo upload with its details, size and SHA-256; the same clientId again answers where it stands',
        params: serviceIdParams,
        body: photoUploadStartSchema,
        response: { 200: photoUploadStateSchema },
      },
    },
    (request) => startPhotoUpload(db, request.params.id, request.body, callerOf(request)),
  );
  api.get(
    '/api/photo-upload/:clientId',
    {
      schema: {
        tags,
        summary: 'Where an upload stands (its starter only): the bytes received, and the photo once complete',
        params: uploadParams,
        response: { 200: photoUploadStateSchema },
      },
    },
    (request) => getPhotoUpload(db, request.params.clientId, callerOf(request)),
  );
  // Parts are raw bytes (at most one chunk each), parsed in this scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      partType,
      { parseAs: 'buffer', bodyLimit: PhotoLimits.chunkBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().patch(
      '/api/photo-upload/:clientId',
      {
        schema: {
          tags,
          summary: `Send the next part (${partType}, at most ${PhotoLimits.chunkBytes / 1024 / 1024} MB) at the Upload-Offset the server holds (the upload's starter only); 409 names the offset to continue from`,
          consumes: [partType],
          params: uploadParams,
          headers: z.object({
            'upload-offset': z.coerce
              .number({ error: 'The Upload-Offset header must be a number.' })
              .int()
              .min(0)
              .max(PhotoLimits.maxBytes),
          }),
          response: { 200: photoUploadStateSchema },
        },
      },
      (request) =>
        appendPhotoUpload(
          db,
          {
            clientId: request.params.clientId,
            offset: request.headers['upload-offset'],
            bytes: (request.body as Buffer | undefined) ?? Buffer.alloc(0),
          },
          callerOf(request),
        ),
    );
  });
  for (const kind of ['thumbnail', 'original'] as const)
    api.get(
      `/api/photo/:id/${kind}`,
      {
        schema: {
          tags,
          summary:
            kind === 'thumbnail'
              ? `The copy the pages show (JPEG, at most ${PhotoLimits.thumbnailSide} px a side), also of a deleted photo still kept`
              : 'The photo as it was taken (view-only users: without its location and camera, unless PHOTO_LOCATION_FOR_VIEW_ONLY)',
          params: photoParams,
        },
      },
      async (request, reply) => {
        const { contentType, sizeBytes, stream } =
          kind === 'thumbnail'
            ? await photoThumbnail(db, request.params.id)
            : await photoOriginal(db, request.params.id, {
                user: request.user,
                locationForViewOnly: config.photos.locationForViewOnly,
              });
        if (sizeBytes !== undefined) reply.header('content-length', sizeBytes);
        // A photo never changes once stored: the browser may keep it.
        return reply
          .type(contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(stream);
      },
    );
  api.delete(
    '/api/photo/delete/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a photo (whoever may edit its service); an Admin may restore it for PHOTO_RESTORE_DAYS',
        params: photoParams,
        querystring: versionQuerySchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) =>
      deletePhoto(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
  api.post(
    '/api/photo/restore/:id',
    {
      schema: {
        tags,
        summary: 'Restore a deleted photo to its service (Admin), while it is kept',
        params: photoParams,
        response: { 200: photoSchema },
      },
    },
    (request) => restorePhoto(db, request.params.id, callerOf(request)),
  );
};
