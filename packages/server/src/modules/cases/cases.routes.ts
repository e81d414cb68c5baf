import {
  caseAddedPhotoSchema,
  caseCreateSchema,
  caseDocumentFolderSchema,
  caseListItemSchema,
  casePhotosAddSchema,
  caseRestrictionChoicesSchema,
  caseStepCreateSchema,
  caseSummarySchema,
  caseUpdateSchema,
  idempotencyHeadersSchema,
  idParams,
  numericId,
  violationCaseSchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, clientWriteOf } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { writeOnce } from '../../db/client-writes';
import { docxType, sendAttachment } from '../../lib/attachment';
import { registerStepRoute } from '../record-steps/api';
import { addCasePhotos, listCasePhotoChoices, removeCasePhoto } from './case-photos.service';
import { exportCaseReport } from './case-report.service';
import {
  addCaseStep,
  createCase,
  getCase,
  listCaseRestrictionChoices,
  listInstrumentCases,
  listPropertyCases,
  updateCase,
  updateCaseDocumentFolder,
} from './cases.service';

/**
 * Violation cases (issue 33): GET property/{id}/cases, GET case/{id}, POST case/create (from a property
 * or an observation of its inspection), POST case/update (its fields), POST case/step (the next status,
 * dated, with a note), GET property/{id}/caseRestrictions (the terms a case may name), GET
 * instrument/{id}/cases; GET case/{id}/photoChoices, POST case/{id}/photos and DELETE
 * case/{id}/photos/{photoId} (photos added to the case apart from its observation).
 */
export const registerCaseRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/property/:id/cases',
    {
      schema: {
        tags: ['cases'],
        summary: "A property's violation cases, open ones first, then newest discovery",
        params: idParams('Property ID'),
        response: { 200: z.array(caseSummarySchema) },
      },
    },
    (request) => listPropertyCases(db, request.params.id),
  );
  api.get(
    '/api/property/:id/caseRestrictions',
    {
      schema: {
        tags: ['cases'],
        summary: 'The instruments covering a property with their terms: the restrictions a case may name',
        params: idParams('Property ID'),
        response: { 200: caseRestrictionChoicesSchema },
      },
    },
    (request) => listCaseRestrictionChoices(db, request.params.id),
  );
  api.get(
    '/api/instrument/:id/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'The violation cases naming an instrument, open ones first by their next follow-up',
        params: idParams('Instrument ID'),
        response: { 200: z.array(caseListItemSchema) },
      },
    },
    (request) => listInstrumentCases(db, request.params.id),
  );
  api.get(
    '/api/case/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'A violation case with its instruments, evidence and steps',
        params: idParams('Case ID'),
        response: { 200: violationCaseSchema },
      },
    },
    (request) => getCase(db, request.params.id),
  );
  api.get(
    '/api/case/:id/report',
    {
      schema: {
        tags: ['cases'],
        summary: 'The case report for the board as a Word document: fields, timeline and evidence photos',
        params: idParams('Case ID'),
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportCaseReport(db, request.params.id);
      return sendAttachment(reply, { fileName, contentType: docxType, body: buffer });
    },
  );
  api.post(
    '/api/case/create',
    {
      schema: {
        tags: ['cases'],
        summary: 'Open a violation case on a property, from an observation of its inspection or not',
        body: caseCreateSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: violationCaseSchema },
      },
    },
    // The Field area's outbox sends its key: a replay answers the first case, never opens a second.
    (request) =>
      writeOnce(db, clientWriteOf(request, 'case.create'), (db) =>
        createCase(db, request.body, callerOf(request)),
      ),
  );
  api.post(
    '/api/case/update',
    {
      schema: {
        tags: ['cases'],
        summary: "Change a violation case's fields, instruments and restrictions (not its status)",
        body: caseUpdateSchema,
        response: { 200: violationCaseSchema },
      },
    },
    (request) => updateCase(db, request.body, callerOf(request)),
  );
  api.patch(
    '/api/case/:id/updateDocumentFolder',
    {
      schema: {
        tags: ['cases'],
        summary: "Set the case's document folder: the letters sent and the owner's answers",
        params: idParams('Case ID'),
        body: caseDocumentFolderSchema,
        response: { 200: z.object({ id: z.number().int(), documentFolderId: z.string() }) },
      },
    },
    (request) =>
      updateCaseDocumentFolder(
        db,
        { id: request.params.id, folderId: request.body.folderId },
        callerOf(request),
      ),
  );
  registerStepRoute(
    app,
    { db },
    {
      url: '/api/case/step',
      tags: ['cases'],
      summary:
        'Move a violation case to its next status; Referred to counsel and Closed without action are for Admins',
      body: caseStepCreateSchema,
      response: violationCaseSchema,
      take: addCaseStep,
    },
  );
  api.get(
    '/api/case/:id/photoChoices',
    {
      schema: {
        tags: ['cases'],
        summary: "Add Photos' choices: the property's inspections' kept photos not yet the case's evidence",
        params: idParams('Case ID'),
        response: { 200: z.array(caseAddedPhotoSchema) },
      },
    },
    (request) => listCasePhotoChoices(db, request.params.id),
  );
  api.post(
    '/api/case/:id/photos',
    {
      schema: {
        tags: ['cases'],
        summary: "Add photos of the property's inspections to the case's evidence",
        params: idParams('Case ID'),
        body: casePhotosAddSchema,
        response: { 200: violationCaseSchema },
      },
    },
    (request) => addCasePhotos(db, request.params.id, request.body, callerOf(request)),
  );
  api.delete(
    '/api/case/:id/photos/:photoId',
    {
      schema: {
        tags: ['cases'],
        summary: "Remove an added photo from the case's evidence (it stays on its inspection)",
        params: z.object({ id: numericId('Case ID'), photoId: numericId('Photo ID') }),
        response: { 200: violationCaseSchema },
      },
    },
    (request) =>
      removeCasePhoto(db, { caseId: request.params.id, photoId: request.params.photoId }, callerOf(request)),
  );
};
