import {
  contactDetailsSchema,
  contactSearchQuerySchema,
  contactSearchResultSchema,
  crmContactSchema,
  crmIdSchema,
  crmSyncQuerySchema,
  crmSyncResultSchema,
  journalEntryResultSchema,
  journalEntrySchema,
} from '@app/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/authenticate';
import {
  type ContactDeps,
  getContact,
  getOrganisationContact,
  pushJournalEntry,
  searchCrmContacts,
  syncCrm,
} from './contacts.service';

/** Spec 1 §7: the contact search, the contact page, the organisation's contact, journal entries and the CRM sync. */
export const registerContactCrmRoutes = (app: FastifyInstance, deps: ContactDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contact/crmSearch',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Search the synced CRM contacts by name and/or address, best match first',
        querystring: contactSearchQuerySchema,
        response: { 200: z.array(contactSearchResultSchema) },
      },
    },
    (request) => searchCrmContacts(deps.db, request.query),
  );
  api.get(
    '/api/contact/get/:id',
    {
      schema: {
        tags: ['contacts'],
        summary: 'A contact by CRM id, with the instruments, properties and services it is on',
        params: z.object({ id: crmIdSchema }),
        response: { 200: contactDetailsSchema },
      },
    },
    (request) => getContact(deps.db, request.params.id),
  );
  api.get(
    '/api/contact/getVofCrmContact',
    {
      schema: {
        tags: ['contacts'],
        summary: "The organisation's own default contact",
        response: { 200: crmContactSchema },
      },
    },
    () => getOrganisationContact(deps),
  );
  api.post(
    '/api/contact/pushjournalentry',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Send a journal entry to the CRM for up to 20 contacts',
        body: journalEntrySchema,
        response: { 200: journalEntryResultSchema },
      },
    },
    (request) => pushJournalEntry(deps, request.body, actorOf(request)),
  );
  api.post(
    '/api/contact/syncCrm',
    {
      // Resyncing changes only the copy of the CRM, no record: view-only users may resync too.
      config: { readOnly: true },
      schema: {
        tags: ['contacts'],
        summary: 'Resync the CRM copy (or answer the last sync when recent and forceSync is false)',
        querystring: crmSyncQuerySchema,
        response: { 200: crmSyncResultSchema },
      },
    },
    (request) =>
      syncCrm(deps, {
        force: request.query.forceSync,
        onUnexpectedError: (err) => request.log.error({ err }, 'CRM sync failed'),
      }),
  );
};
