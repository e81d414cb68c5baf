import {
  idParams,
  letterMergeSchema,
  letterPreviewSchema,
  letterSchema,
  letterSendSchema,
  letterSubjectSchema,
  letterTemplateCreateSchema,
  letterTemplateSchema,
  letterTemplateUpdateSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { sendAttachment } from '../../lib/attachment';
import {
  createTemplate,
  letterDocx,
  listCaseLetters,
  listPropertyLetters,
  listRequestLetters,
  listTemplates,
  mergeLetters,
  previewLetter,
  sendLetter,
  sentLetterDocx,
  updateTemplate,
} from './letters.service';

/**
 * Letters (issue 33 §3): the templates (everyone reads, Admins change), a letter from a template for
 * a case, an owner's request or a property (preview, Word), a letter recorded as sent (Staff and Admins) and listed on
 * the case and the property, and the mail merge (Staff and Admins).
 */
export const registerLetterRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/letterTemplates',
    {
      schema: {
        tags: ['letters'],
        summary: 'The letter templates, by name',
        response: { 200: z.array(letterTemplateSchema) },
      },
    },
    () => listTemplates(db),
  );
  api.post(
    '/api/letterTemplates/create',
    {
      schema: {
        tags: ['letters'],
        summary: 'Add a letter template (Admins); only the fixed placeholders are allowed',
        body: letterTemplateCreateSchema,
        response: { 200: letterTemplateSchema },
      },
    },
    (request) => createTemplate(db, request.body, callerOf(request)),
  );
  api.post(
    '/api/letterTemplates/update',
    {
      schema: {
        tags: ['letters'],
        summary: "Change a letter template's name, kind and body (Admins)",
        body: letterTemplateUpdateSchema,
        response: { 200: letterTemplateSchema },
      },
    },
    (request) => updateTemplate(db, request.body, callerOf(request)),
  );
  api.get(
    '/api/letter/preview',
    {
      schema: {
        tags: ['letters'],
        summary: "A template's letter for a case, an owner's request or a property as it would be sent today",
        querystring: letterSubjectSchema,
        response: { 200: letterPreviewSchema },
      },
    },
    (request) => previewLetter(db, request.query, callerOf(request)),
  );
  api.get(
    '/api/letter/docx',
    {
      schema: {
        tags: ['letters'],
        summary: "A template's letter for a case, an owner's request or a property as a Word document",
        querystring: letterSubjectSchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await letterDocx(db, request.query, callerOf(request))),
  );
  api.post(
    '/api/letter/send',
    {
      schema: {
        tags: ['letters'],
        summary:
          'Record a letter as sent: its text as sent, its recipients and date, on the case, the request or the property',
        body: letterSendSchema,
        response: { 200: letterSchema },
      },
    },
    (request) => sendLetter(db, request.body, callerOf(request)),
  );
  api.get(
    '/api/letter/:id/docx',
    {
      schema: {
        tags: ['letters'],
        summary: 'A letter recorded as sent, as a Word document of the text kept',
        params: idParams('Letter ID'),
      },
    },
    async (request, reply) => sendAttachment(reply, await sentLetterDocx(db, request.params.id)),
  );
  api.get(
    '/api/case/:id/letters',
    {
      schema: {
        tags: ['letters'],
        summary: "A violation case's letters sent, newest first",
        params: idParams('Case ID'),
        response: { 200: z.array(letterSchema) },
      },
    },
    (request) => listCaseLetters(db, request.params.id),
  );
  api.get(
    '/api/ownerRequest/:id/letters',
    {
      schema: {
        tags: ['letters'],
        summary: "An owner's request's letters sent (its decision letter), newest first",
        params: idParams('Owner Request ID'),
        response: { 200: z.array(letterSchema) },
      },
    },
    (request) => listRequestLetters(db, request.params.id),
  );
  api.get(
    '/api/property/:id/letters',
    {
      schema: {
        tags: ['letters'],
        summary: "A property's letters sent (its own and its cases'), newest first",
        params: idParams('Property ID'),
        response: { 200: z.array(letterSchema) },
      },
    },
    (request) => listPropertyLetters(db, request.params.id),
  );
  api.post(
    '/api/letter/merge',
    {
      schema: {
        tags: ['letters'],
        summary:
          "Mail merge (Staff and Admins): a template's letters for a staff lead's instruments or a search's results, as one Word file or a zip",
        body: letterMergeSchema,
      },
    },
    async (request, reply) => sendAttachment(reply, await mergeLetters(db, request.body, callerOf(request))),
  );
};
