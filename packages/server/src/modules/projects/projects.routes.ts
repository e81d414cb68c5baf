import {
  documentFolderResultSchema,
  documentFolderUpdateSchema,
  idParams,
  ProjectPhotoMaxBytes,
  projectCreatedSchema,
  projectCreateSchema,
  projectDeletedSchema,
  projectMessages,
  projectSchema,
  projectUpdateSchema,
} from '@app/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import {
  createProject,
  deleteProject,
  getDeleteMessage,
  getPhoto,
  getProject,
  updateDocumentFolder,
  updateProject,
  uploadPhoto,
} from './projects.service';

export const projectParams = idParams('Project ID');

const unreadableUpload = 'The upload could not be read. Choose the file and try again.';

/**
 * The uploaded photo's bytes from the multipart field `formFile`: refused when it is missing or larger
 * than {@link ProjectPhotoMaxBytes} (whether it is an image is the service's rule). A body the multipart
 * parser cannot read (no boundary, cut short) is the client's fault: 400.
 */
const readPhoto = async (request: FastifyRequest): Promise<Buffer> => {
  const { InvalidMultipartContentTypeError, RequestFileTooLargeError } = request.server.multipartErrors;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (error instanceof InvalidMultipartContentTypeError)
      throw fieldError('formFile', projectMessages.photoRequired);
    throw fieldError('formFile', unreadableUpload);
  }
  if (part?.fieldname !== 'formFile') {
    part?.file.resume();
    throw fieldError('formFile', projectMessages.photoRequired);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof RequestFileTooLargeError)
      throw new AppError(413, projectMessages.photoTooLarge, { formFile: [projectMessages.photoTooLarge] });
    throw fieldError('formFile', unreadableUpload);
  }
};

/** Spec 2 §7: a project's record — read, create, edit, photo, document folder and delete. */
export const registerProjectRecordRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/project/get/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'A project with its status, totals over current properties and latest events',
        params: projectParams,
        response: { 200: projectSchema },
      },
    },
    (request) => getProject(db, request.params.id),
  );
  api.post(
    '/api/project/create',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a project with its first instrument and property, all or nothing',
        body: projectCreateSchema,
        response: { 200: projectCreatedSchema },
      },
    },
    (request) => createProject(db, request.body, callerOf(request)),
  );
  api.post(
    '/api/project/:id/update',
    {
      schema: {
        tags: ['projects'],
        summary: "Change a project's name, description and status (version-checked); answers the project",
        params: projectParams,
        body: projectUpdateSchema,
        response: { 200: projectSchema },
      },
    },
    (request) => updateProject(db, { id: request.params.id, input: request.body }, callerOf(request)),
  );
  api.patch(
    '/api/project/:id/updateDocumentFolder',
    {
      schema: {
        tags: ['projects'],
        summary: "Set the project's Box folder",
        params: projectParams,
        body: documentFolderUpdateSchema,
        response: { 200: documentFolderResultSchema },
      },
    },
    (request) => updateDocumentFolder(db, { id: request.params.id, input: request.body }, callerOf(request)),
  );
  api.get(
    '/api/project/:id/photo',
    {
      schema: {
        tags: ['projects'],
        summary: "The project's photo as a data URI (text), empty when it has none",
        params: projectParams,
        response: { 200: z.string() },
      },
    },
    (request) => getPhoto(db, request.params.id),
  );
  api.get(
    '/api/project/:id/delete_message',
    {
      schema: {
        tags: ['projects'],
        summary: 'Why the project cannot be deleted (text), empty when it can',
        params: projectParams,
        response: { 200: z.string() },
      },
    },
    (request) => getDeleteMessage(db, request.params.id),
  );
  api.delete(
    '/api/project/delete/:id',
    {
      schema: {
        tags: ['projects'],
        summary: 'Delete a project and everything under it (Admin; 409 with the blockers)',
        params: projectParams,
        response: { 200: projectDeletedSchema },
      },
    },
    (request) => deleteProject(db, request.params.id, callerOf(request)),
  );
  // Multipart is parsed here only: no other route takes a file.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ProjectPhotoMaxBytes, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/project/:id/uploadphoto',
      {
        schema: {
          tags: ['projects'],
          summary: `Upload the project's photo (multipart field formFile; PNG, JPEG, GIF or WebP up to ${ProjectPhotoMaxBytes / 1024 / 1024} MB)`,
          consumes: ['multipart/form-data'],
          params: projectParams,
          response: { 200: z.object({ version: z.number().int() }) },
        },
      },
      async (request) =>
        uploadPhoto(db, { id: request.params.id, bytes: await readPhoto(request) }, callerOf(request)),
    );
  });
};
