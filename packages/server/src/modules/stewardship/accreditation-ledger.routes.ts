import type { Readable } from 'node:stream';
import {
  homeListQuerySchema,
  ledgerFiltersSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  ledgerTotalsQuerySchema,
  ledgerTotalsSchema,
  notMonitoredPageSchema,
  projectListQuerySchema,
} from '@app/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sendAttachment, xlsxType } from '../../lib/attachment';
import {
  exportLedger,
  exportProjectList,
  getLedger,
  getLedgerTotals,
  listMyNotMonitored,
} from './accreditation-ledger.service';

const sendXlsx = (reply: FastifyReply, { fileName, stream }: { fileName: string; stream: Readable }) =>
  sendAttachment(reply, { fileName, contentType: xlsxType, body: stream });

/** Issue 21: the accreditation ledger, its two workbooks and the home tile. Reads only; every role may. */
export const registerLedgerRoutes = (app: FastifyInstance, { db }: { db: Db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/stewardship/ledger',
    {
      schema: {
        tags: ['stewardship'],
        summary:
          'Active instruments with, for each of the last five years, whether and how they were monitored',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      },
    },
    (request) => getLedger(db, request.query),
  );
  api.get(
    '/api/stewardship/ledger/totals',
    {
      schema: {
        tags: ['stewardship'],
        summary:
          "For each of the ledger's years, how many of the filtered easements had to be monitored and were",
        querystring: ledgerTotalsQuerySchema,
        response: { 200: ledgerTotalsSchema },
      },
    },
    (request) => getLedgerTotals(db, request.query),
  );
  api.get(
    '/api/stewardship/ledger/export',
    {
      schema: {
        tags: ['stewardship'],
        summary: 'The accreditation ledger workbook: every instrument the filters match',
        querystring: ledgerFiltersSchema,
      },
    },
    async (request, reply) => sendXlsx(reply, await exportLedger(db, request.query)),
  );
  api.get(
    '/api/stewardship/ledger/projectList',
    {
      schema: {
        tags: ['stewardship'],
        summary:
          "The accreditation 'Land Conservation Project List' workbook with three years of monitoring dates",
        querystring: projectListQuerySchema,
      },
    },
    async (request, reply) => sendXlsx(reply, await exportProjectList(db, request.query)),
  );
  api.get(
    '/api/stewardship/notMonitored',
    {
      schema: {
        tags: ['stewardship'],
        summary: 'Active instruments of the caller (Admins: all) not yet monitored this year',
        querystring: homeListQuerySchema,
        response: { 200: notMonitoredPageSchema },
      },
    },
    (request) => listMyNotMonitored(db, { user: request.user, ...request.query }),
  );
};
