import {
  exportIdsSchema,
  projectExportQuerySchema,
  type SearchEntityType,
  type SearchFacets,
  type SearchQuery,
  searchEntityTypes,
  searchFacetsQuerySchema,
  searchIdsQuerySchema,
  searchMapPointsSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '@app/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendAttachment } from '../../lib/attachment';
import {
  type ExportFile,
  type ExportType,
  exportSearchResults,
  search,
  searchContactCrmIds,
  searchMapPointsJson,
  searchResultIds,
} from './search.service';

const sendFile = (reply: FastifyReply, { fileName, contentType, stream }: ExportFile) =>
  sendAttachment(reply, { fileName, contentType, body: stream });

/**
 * Spec 1 §7: GET {EntityType}/search, the export of its results, and the project export of Project
 * Search. Each path is registered as the selector spells the type and in lower case. Searches are
 * GETs, so view-only users may search; the export POST changes nothing and is marked readOnly.
 */
export const registerSearchRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const spellings = (type: SearchEntityType) => [type, type.toLowerCase()];

  for (const type of searchEntityTypes) {
    for (const path of spellings(type)) {
      api.get(
        `/api/${path}/search`,
        {
          schema: {
            tags: ['search'],
            summary: `Advanced search of ${type} records: one repeated parameter per facet value, paged and sorted`,
            querystring: searchQuerySchema(type),
            response: { 200: searchResultsSchema(type) },
          },
        },
        (request) => search(db, type, request.query as SearchQuery),
      );
    }
  }

  for (const type of searchEntityTypes.filter((t): t is ExportType => t !== 'Contact')) {
    for (const path of spellings(type)) {
      api.get(
        `/api/${path}/searchResultIds`,
        {
          schema: {
            tags: ['search'],
            summary: `The ids of every ${type} match in the search's order (at most the export's cap), for Export Results`,
            querystring: searchIdsQuerySchema(type),
            response: { 200: z.array(z.number()) },
          },
        },
        (request) => searchResultIds(db, type, request.query as SearchQuery),
      );
      api.post(
        `/api/${path}/exportsearchresults`,
        {
          config: { readOnly: true },
          schema: {
            tags: ['search'],
            summary:
              type === 'Project'
                ? 'The projects of the ids and their records as a zip of workbooks'
                : `The ${type} results of the ids as an Excel workbook`,
            body: exportIdsSchema,
          },
        },
        async (request, reply) => sendFile(reply, await exportSearchResults(db, type, request.body)),
      );
    }
  }

  for (const type of ['Property', 'Project'] as const) {
    for (const path of spellings(type)) {
      api.get(
        `/api/${path}/searchMapPoints`,
        {
          schema: {
            tags: ['search'],
            summary: `The access points of every ${type} match (not just a page), for the results' map`,
            querystring: searchFacetsQuerySchema(type),
            response: { 200: searchMapPointsSchema },
          },
        },
        // Already JSON in the schema's shape (written by PostgreSQL): sent as it is, not through the
        // serializer (hence the cast of its type).
        async (request, reply) =>
          reply
            .type('application/json')
            .send((await searchMapPointsJson(db, type, request.query as SearchFacets)) as never),
      );
    }
  }

  for (const path of spellings('Contact')) {
    api.get(
      `/api/${path}/searchResultIds`,
      {
        schema: {
          tags: ['search'],
          summary:
            "The CRM ids of every Contact match in the search's order (at most the journal's cap), for Send List to eTapestry",
          querystring: searchIdsQuerySchema('Contact'),
          response: { 200: z.array(z.string()) },
        },
      },
      (request) => searchContactCrmIds(db, request.query as SearchQuery),
    );
  }

  for (const path of spellings('Project')) {
    api.get(
      `/api/${path}/exportsearchresults`,
      {
        schema: {
          tags: ['search'],
          summary: 'Project Search: the projects of the ids and their records as a zip of workbooks',
          querystring: projectExportQuerySchema,
        },
      },
      async (request, reply) => sendFile(reply, await exportSearchResults(db, 'Project', request.query.ids)),
    );
  }
};
