import {
  ImportLimits,
  idParams,
  importBatchSchema,
  importCommitResultSchema,
  importKinds,
  importProgressType,
  importQuerySchema,
  importReportSchema,
} from '@app/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { sendAttachment, xlsxType } from '../../lib/attachment';
import {
  checkImportFile,
  commitImportFile,
  type ImportInput,
  importReportWorkbook,
  importTemplate,
  listImportBatches,
  undoImportBatch,
} from './imports.service';
import { answerWithProgress } from './progress-answer';

const fileType = 'application/octet-stream';
const sendWorkbook = (reply: FastifyReply, fileName: string, bytes: Buffer) =>
  sendAttachment(reply, { fileName, contentType: xlsxType, body: bytes });

/** The file as sent: another type's parser (JSON, text) leaves something else than bytes, read as no file. */
const bytesOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

const progressNote = `With \`Accept: ${importProgressType}\` the answer is a JSON line per progress step ({ progress: { phase, rows, total } }), then { done: the answer below }, or { error, status } when it fails after the first step.`;

/** The step's input: the body's bytes, the name and the mapping from the query. */
const fileOf = (request: { body: unknown; query: z.infer<typeof importQuerySchema> }): ImportInput => ({
  bytes: bytesOf(request.body),
  fileName: request.query.fileName,
  mapping: request.query.mapping,
});

/** A file name as a header may carry it. */
const safeName = (name: string) => name.replace(/[^\w .-]+/g, '_');

/**
 * The spreadsheet import (issue 31), Admin only: templates, the dry run and its workbook, the commit,
 * the batches and their undo. The file is sent as its bytes (`application/octet-stream`), its name
 * and the adjusted mapping in the query, so any server process can answer any step.
 */
export const registerImportRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/import/template/:kind',
    {
      schema: {
        tags: ['import'],
        summary:
          'The import template of a kind (or all of them) with drop-down lists and a note on every column',
        params: z.object({ kind: z.enum([...importKinds, 'all']) }),
      },
    },
    async (request, reply) =>
      sendWorkbook(
        reply,
        `Import template - ${request.params.kind}.xlsx`,
        await importTemplate(db, request.params.kind),
      ),
  );
  api.get(
    '/api/import/batches',
    {
      schema: {
        tags: ['import'],
        summary: 'The latest import batches, newest first, with whether each may still be undone',
        response: { 200: z.array(importBatchSchema) },
      },
    },
    (request) => listImportBatches(db, callerOf(request)),
  );
  api.post(
    '/api/import/batches/:id/undo',
    {
      schema: {
        tags: ['import'],
        summary: 'Undo a whole import batch, while no later change touched its records',
        params: idParams('Import ID'),
        response: { 200: importBatchSchema },
      },
    },
    (request) => undoImportBatch(db, request.params.id, callerOf(request)),
  );
  app.register(async (scope) => {
    scope.addContentTypeParser(
      fileType,
      { parseAs: 'buffer', bodyLimit: ImportLimits.fileBytes + 1 },
      (_request, body, done) => done(null, body),
    );
    const files = scope.withTypeProvider<ZodTypeProvider>();
    files.post(
      '/api/import/check',
      {
        schema: {
          tags: ['import'],
          summary: `Dry run: every row of the file (${fileType}, xlsx or csv) checked, nothing written`,
          description: progressNote,
          consumes: [fileType],
          querystring: importQuerySchema,
          response: { 200: importReportSchema },
        },
      },
      (request, reply) =>
        answerWithProgress(request, reply, (onProgress) =>
          checkImportFile(db, fileOf(request), callerOf(request), onProgress),
        ),
    );
    files.post(
      '/api/import/report',
      {
        schema: {
          tags: ['import'],
          summary: "The dry run's report as a workbook: each sheet with its errors beside the rows",
          consumes: [fileType],
          querystring: importQuerySchema,
        },
      },
      async (request, reply) =>
        sendWorkbook(
          reply,
          `Import report - ${safeName(request.query.fileName).replace(/\.\w+$/, '')}.xlsx`,
          await importReportWorkbook(db, fileOf(request), callerOf(request)),
        ),
    );
    files.post(
      '/api/import/commit',
      {
        schema: {
          tags: ['import'],
          summary: 'Import the file: all of it as one batch, or nothing when any row has a problem',
          description: progressNote,
          consumes: [fileType],
          querystring: importQuerySchema,
          response: { 200: importCommitResultSchema },
        },
      },
      (request, reply) =>
        answerWithProgress(request, reply, (onProgress) =>
          commitImportFile(
            db,
            fileOf(request),
            { user: callerOf(request).user, actor: actorOf(request) },
            onProgress,
          ),
        ),
    );
  });
};
