import {
  type ContactDetails,
  ContactSearchLimit,
  type ContactSearchQuery,
  type CrmContact,
  type CrmSyncResult,
  compareByIdAsc,
  compareContactInstruments,
  contactDisplayName,
  contactMessages,
  type JournalEntryResult,
} from '@app/domain';
import type { Config } from '../../config';
import { type CrmConnector, CrmError } from '../../crm/crm-connector';
import { isForcedSyncTooSoon, syncCrmContacts, syncMessages } from '../../crm/sync';
import type { Db } from '../../db/client';
import { type Actor, readAll } from '../../db/tx';
import { AppError, fieldError, notFound } from '../../lib/errors';
import {
  getContactByCrmId,
  listContactInstruments,
  listContactProperties,
  listContactServices,
  listKnownCrmIds,
  searchContacts,
} from './contacts.repo';

export type ContactDeps = { db: Db; config: Config; crm: CrmConnector };

type ContactRow = NonNullable<Awaited<ReturnType<typeof getContactByCrmId>>>;

const toCrmContact = ({ id: _id, ...row }: ContactRow): CrmContact => ({
  ...row,
  name: contactDisplayName(row),
});

export const searchCrmContacts = async (db: Db, query: ContactSearchQuery) =>
  (await searchContacts(db, { ...query, limit: ContactSearchLimit })).map((row) => ({
    ...row,
    name: contactDisplayName(row),
  }));

/** The contact page: the contact and every instrument, property and service it is on. */
export const getContact = async (db: Db, crmId: string): Promise<ContactDetails> => {
  const contact = await getContactByCrmId(db, crmId);
  if (!contact) throw notFound(`Contact ${crmId} was not found in the synced contacts.`);
  const [instruments, properties, services] = await readAll(db, [
    () => listContactInstruments(db, contact.id),
    () => listContactProperties(db, contact.id),
    () => listContactServices(db, contact.id),
  ]);
  return {
    ...toCrmContact(contact),
    contactInstruments: instruments.toSorted(compareContactInstruments),
    contactProperties: properties.toSorted(compareByIdAsc),
    contactServices: services.toSorted(compareByIdAsc),
  };
};

/** The organisation's own account, the default contact of inspection, education and facilities services. */
export const getOrganisationContact = async ({ db, config }: ContactDeps): Promise<CrmContact> => {
  const crmId = config.crm.organisationContactId;
  const contact = await getContactByCrmId(db, crmId);
  if (!contact)
    throw notFound(
      `The organisation's own contact (${crmId}) is not in the synced contacts. Resync with eTapestry, or check CRM_ORGANISATION_CONTACT_ID.`,
    );
  return toCrmContact(contact);
};

/** Sends one journal entry per contact to the CRM; every id must be in the synced copy first. */
export const pushJournalEntry = async (
  { db, crm }: ContactDeps,
  { journalName, crmContactIds }: { journalName: string; crmContactIds: string[] },
  sentBy: Actor,
): Promise<JournalEntryResult> => {
  const crmIds = [...new Set(crmContactIds)];
  const known = new Set(await listKnownCrmIds(db, crmIds));
  const unknown = crmIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw fieldError('crmContactIds', contactMessages.unknownContacts(unknown));
  try {
    return await crm.addJournalEntry({ journalName, crmIds, sentBy });
  } catch (error) {
    // The CRM's failure, not ours: 502 with its message, which the modal shows in its red alert.
    if (error instanceof CrmError) throw new AppError(502, error.message);
    throw error;
  }
};

/**
 * Resyncs the copy (or answers the last sync when it is recent and `force` is false). A failed run is
 * answered, not thrown: its message comes back as `serverErrorOnSubsequentCall`. A forced sync within a
 * minute of the last one is refused (429).
 */
export const syncCrm = async (
  { db, crm, config }: ContactDeps,
  { force, onUnexpectedError }: { force: boolean; onUnexpectedError: (error: unknown) => void },
): Promise<CrmSyncResult> => {
  if (force && (await isForcedSyncTooSoon(db))) throw new AppError(429, syncMessages.forcedTooSoon);
  const result = await syncCrmContacts({
    db,
    connector: crm,
    force,
    maxAgeMinutes: config.crm.syncMaxAgeMinutes,
    onUnexpectedError,
  });
  return { ...result, createdAt: result.createdAt.toISOString() };
};
