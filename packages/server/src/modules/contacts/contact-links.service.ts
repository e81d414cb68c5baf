import {
  type ContactLink,
  type ContactLinkCreate,
  type ContactLinkUpdate,
  canChangeContactRoles,
  canRemoveContactLink,
  compareByName,
  contactDisplayName,
  contactMessages,
  contactParentLabel,
  formatContactAddress,
  invalidContactRoles,
  messages,
  ownerDatesError,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { type Actor, inTransaction, readAll } from '../../db/tx';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import {
  type ContactLinkRow,
  type ContactParent,
  deleteContactLinkRow,
  getContactIdByCrmId,
  getContactLink,
  getParentProjectId,
  insertContactLinkRow,
  isContactOnRecord,
  listContactLinks,
  listContactRoles,
  listProjectContactRows,
  updateContactLinkRow,
} from './contact-links.repo';

export type { Caller };

/** The directory's id of a contact by its CRM id; undefined when the directory has no such contact. */
export const contactIdByCrmId = (db: Db, crmId: string) => getContactIdByCrmId(db, crmId);

/**
 * Puts a contact on a record with its roles inside the caller's transaction, with no checks: for a
 * record being created, whose service has checked the contact and the roles.
 */
export const addContactLink = (tx: Tx, actor: Actor, link: Parameters<typeof insertContactLinkRow>[2]) =>
  insertContactLinkRow(tx, actor, link);

const linkNotFound = () => notFound('The contact was not found on this record. It may have been removed.');

type ParentIds = { instrumentId: number | null; propertyId: number | null; serviceId: number | null };

/** The one record a link (or a request for one) names: the schema and a check constraint ensure exactly one. */
const parentOf = ({ instrumentId, propertyId, serviceId }: ParentIds): ContactParent => {
  if (instrumentId !== null) return { type: 'instrument', id: instrumentId };
  if (propertyId !== null) return { type: 'property', id: propertyId };
  return { type: 'service', id: serviceId as number };
};

const toContactLink = (row: ContactLinkRow): ContactLink => ({
  id: row.id,
  version: row.version,
  crmId: row.crmId,
  crmContact: {
    name: contactDisplayName(row),
    address: formatContactAddress(row),
    email: row.email,
    phones: row.phones,
  },
  projectId: row.projectId,
  roleIds: row.roleIds,
  notes: row.notes,
  ownerSince: row.ownerSince,
  ownerUntil: row.ownerUntil,
  instrumentId: row.instrumentId ?? undefined,
  propertyId: row.propertyId ?? undefined,
  serviceId: row.serviceId ?? undefined,
});

const recordNotFound = (parent: ContactParent) =>
  notFound(messages.entityNotFound(contactParentLabel(parent.type)));

/** The contacts of a project's records, by name: the choices of 'Pick a Current Project Contact'. */
export const listProjectContacts = async (db: Db, projectId: number) =>
  (await listProjectContactRows(db, projectId))
    .map((row) => ({ crmId: row.crmId, name: contactDisplayName(row) }))
    .toSorted((a, b) => a.name.localeCompare(b.name) || a.crmId.localeCompare(b.crmId));

/** The contacts on a record, by name. */
export const listRecordContacts = async (db: Db, parent: ContactParent): Promise<ContactLink[]> => {
  const [projectId, rows] = await readAll(db, [
    () => getParentProjectId(db, parent),
    () => listContactLinks(db, parent),
  ]);
  if (projectId === undefined) throw recordNotFound(parent);
  return rows
    .toSorted((a, b) =>
      compareByName({ id: a.id, name: contactDisplayName(a) }, { id: b.id, name: contactDisplayName(b) }),
    )
    .map(toContactLink);
};

/** The contact must be in the synced copy and not on the record yet; answers its id. */
const contactFor = async (
  db: Db,
  { crmId, parent, exceptLinkId }: { crmId: string; parent: ContactParent; exceptLinkId?: number },
) => {
  const contactId = await getContactIdByCrmId(db, crmId);
  if (contactId === undefined) throw fieldError('crmId', contactMessages.unknownContacts([crmId]));
  if (await isContactOnRecord(db, { parent, contactId, exceptLinkId }))
    throw conflict(contactMessages.alreadyOnRecord(contactParentLabel(parent.type)));
  return contactId;
};

const checkRoles = async (db: Db, args: { roleIds: number[]; parent: ContactParent; current?: number[] }) => {
  const error = invalidContactRoles({
    roleIds: args.roleIds,
    parentType: args.parent.type,
    roles: await listContactRoles(db),
    current: args.current,
  });
  if (error) throw fieldError('roleIds', error);
};

/** Owner Since and Owner Until: a property contact with the Owner role only, the end not before the start. */
const checkOwnerDates = (link: {
  parent: ContactParent;
  roleIds: number[];
  ownerSince: string | null;
  ownerUntil: string | null;
}) => {
  const error = ownerDatesError({ ...link, parentType: link.parent.type });
  if (error) throw fieldError(error.field, error.message);
};

const sorted = (ids: number[]) => ids.toSorted((a, b) => a - b);

/** Adds a contact to a record with its roles, in one audited transaction. The project comes from the record. */
export const createContactLink = (db: Db, input: ContactLinkCreate, { actor }: Caller) => {
  const parent = parentOf(input);
  return inTransaction(db, async (tx) => {
    const projectId = await getParentProjectId(tx, parent);
    if (projectId === undefined) throw recordNotFound(parent);
    await checkRoles(tx, { roleIds: input.roleIds, parent });
    checkOwnerDates({ ...input, parent });
    const contactId = await contactFor(tx, { crmId: input.crmId, parent });
    const id = await insertContactLinkRow(tx, actor, {
      contactId,
      projectId,
      parent,
      notes: input.notes,
      ownerSince: input.ownerSince,
      ownerUntil: input.ownerUntil,
      roleIds: sorted(input.roleIds),
    });
    return toContactLink((await getContactLink(tx, id)) as ContactLinkRow);
  });
};

/** Changes roles, role details and possibly the contact; version-checked and audited. */
export const updateContactLink = (db: Db, input: ContactLinkUpdate, { user, actor }: Caller) =>
  inTransaction(db, async (tx) => {
    const link = await getContactLink(tx, input.id);
    if (!link) throw linkNotFound();
    const parent = parentOf(link);
    await checkRoles(tx, { roleIds: input.roleIds, parent, current: link.roleIds });
    checkOwnerDates({ ...input, parent });
    const blocked = canChangeContactRoles(link, input.roleIds, user);
    if (blocked) throw forbidden(blocked);
    const contactId =
      input.crmId === undefined || input.crmId === link.crmId
        ? link.contactId
        : await contactFor(tx, { crmId: input.crmId, parent, exceptLinkId: link.id });
    await updateContactLinkRow(tx, actor, {
      id: link.id,
      version: input.version,
      contactId,
      notes: input.notes,
      ownerSince: input.ownerSince,
      ownerUntil: input.ownerUntil,
      roleIds: sorted(input.roleIds),
      roleIdsBefore: link.roleIds,
    });
    return toContactLink((await getContactLink(tx, link.id)) as ContactLinkRow);
  });

/** Removes a contact from a record (never from the synced copy or the CRM). */
export const deleteContactLink = (
  db: Db,
  { id, version }: { id: number; version?: number },
  { user, actor }: Caller,
) =>
  inTransaction(db, async (tx) => {
    const link = await getContactLink(tx, id);
    if (!link) throw linkNotFound();
    const blocked = canRemoveContactLink(link, user);
    if (blocked) throw forbidden(blocked);
    await deleteContactLinkRow(tx, actor, { id, version, roleIds: link.roleIds });
    return { id };
  });
