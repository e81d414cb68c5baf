import {
  associatePropertiesSchema,
  idParams,
  instrumentCreateSchema,
  instrumentDeletedSchema,
  instrumentDocumentFolderSchema,
  instrumentListItemSchema,
  instrumentSchema,
  instrumentUpdateSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { sendAttachment, xlsxType } from '../../lib/attachment';
import {
  associateProperties,
  createInstrument,
  deleteInstrument,
  exportInstrumentSummary,
  getInstrument,
  listProjectInstruments,
  staffLeadNames,
  updateDocumentFolder,
  updateInstrument,
} from './instruments.service';

const instrumentIdParams = idParams('Instrument ID');
const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

/** Spec 3 §7: the instrument itself — list, read, create, update, its properties, delete, folder, export. */
export const registerInstrumentRecordRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/project/:id/instruments',
    {
      schema: {
        tags: ['instruments'],
        summary: "The project's instruments, status then newest first",
        params: idParams('Project ID'),
        response: { 200: z.array(instrumentListItemSchema) },
      },
    },
    (request) => listProjectInstruments(db, request.params.id),
  );
  api.get(
    '/api/instrument/staffLeadNames',
    {
      schema: {
        tags: ['instruments'],
        summary: 'The names of the staff leads of any instrument',
        response: { 200: z.array(z.string()) },
      },
    },
    () => staffLeadNames(db),
  );
  api.get(
    '/api/instrument/:id',
    {
      schema: {
        tags: ['instruments'],
        summary: 'An instrument with its tags, terms and associated properties',
        params: instrumentIdParams,
        response: { 200: instrumentSchema },
      },
    },
    (request) => getInstrument(db, request.params.id),
  );
  api.post(
    '/api/instrument/create',
    {
      schema: {
        tags: ['instruments'],
        summary: 'A new Pending instrument with its primary contact and properties; answers the new id',
        body: instrumentCreateSchema,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    (request) => createInstrument(db, request.body, actorOf(request)),
  );
  api.put(
    '/api/instrument/update',
    {
      schema: {
        tags: ['instruments'],
        summary:
          'Change the instrument details (version-checked); a move to Active carries its Executed event',
        body: instrumentUpdateSchema,
        response: { 200: instrumentSchema },
      },
    },
    (request) => updateInstrument(db, request.body, actorOf(request)),
  );
  api.put(
    '/api/instrument/associatePropertiesToInstrument',
    {
      schema: {
        tags: ['instruments'],
        summary: "Set the instrument's properties and their acres and development rights (version-checked)",
        body: associatePropertiesSchema,
        response: { 200: instrumentSchema },
      },
    },
    (request) => associateProperties(db, request.body, actorOf(request)),
  );
  api.delete(
    '/api/instrument/delete/:id',
    {
      schema: {
        tags: ['instruments'],
        summary: 'Delete an inactive instrument with everything under it (Admin only)',
        params: instrumentIdParams,
        querystring: versionQuery,
        response: { 200: instrumentDeletedSchema },
      },
    },
    (request) =>
      deleteInstrument(db, { id: request.params.id, version: request.query.version }, callerOf(request)),
  );
  api.patch(
    '/api/instrument/:id/updateDocumentFolder',
    {
      schema: {
        tags: ['instruments'],
        summary: "Set the instrument's document folder",
        params: instrumentIdParams,
        body: instrumentDocumentFolderSchema,
        response: { 200: z.object({ id: z.number().int(), documentFolderId: z.string() }) },
      },
    },
    (request) =>
      updateDocumentFolder(db, { id: request.params.id, folderId: request.body.folderId }, actorOf(request)),
  );
  api.get(
    '/api/instrument/:id/ExportExcelEasmentReport',
    {
      schema: {
        tags: ['instruments'],
        summary: 'The Instrument Summary Output workbook (the spec spells the path so)',
        params: instrumentIdParams,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportInstrumentSummary(db, request.params.id);
      return sendAttachment(reply, { fileName, contentType: xlsxType, body: stream });
    },
  );
};
