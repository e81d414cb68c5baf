import { type ContactParentType, contactParentTypes } from '@app/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedPerKind } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import {
  contactLinkRoles,
  contactLinks,
  contactRoles,
  contacts,
  instruments,
  properties,
  services,
} from '../../db/schema';
import { type Actor, deleteAudited, insertAudited, updateVersioned, writeAudit } from '../../db/tx';

export type ContactParent = { type: ContactParentType; id: number };

const parentTables = { instrument: instruments, property: properties, service: services };
const parentColumns = {
  instrument: contactLinks.instrumentId,
  property: contactLinks.propertyId,
  service: contactLinks.serviceId,
};

/** The project of the record a contact goes on (a service's primary project); undefined when there is no such record. */
const parentProjectQueries = preparedPerKind(contactParentTypes, (db, type) =>
  db
    .select({ projectId: parentTables[type].projectId })
    .from(parentTables[type])
    .where(eq(parentTables[type].id, sql.placeholder('id')))
    .prepare(`${type}_project_id`),
);

export const getParentProjectId = async (db: Db, parent: ContactParent) => {
  const [row] = await parentProjectQueries(db)[parent.type].execute({ id: parent.id });
  return row?.projectId;
};

const linkColumns = {
  id: contactLinks.id,
  version: contactLinks.version,
  crmId: contacts.crmId,
  contactId: contacts.id,
  name: contacts.name,
  fullName: contacts.fullName,
  address: contacts.address,
  city: contacts.city,
  state: contacts.state,
  postalCode: contacts.postalCode,
  email: contacts.email,
  phones: contacts.phones,
  projectId: contactLinks.projectId,
  roleIds: sql<number[]>`coalesce((
    select array_agg(${qualified(contactLinkRoles.contactRoleId)} order by ${qualified(contactLinkRoles.contactRoleId)})
    from ${contactLinkRoles} where ${qualified(contactLinkRoles.contactLinkId)} = ${qualified(contactLinks.id)}), '{}')`,
  notes: contactLinks.notes,
  ownerSince: contactLinks.ownerSince,
  ownerUntil: contactLinks.ownerUntil,
  instrumentId: contactLinks.instrumentId,
  propertyId: contactLinks.propertyId,
  serviceId: contactLinks.serviceId,
};

export type ContactLinkRow = Awaited<ReturnType<typeof listContactLinks>>[number];

const recordLinkQueries = preparedPerKind(contactParentTypes, (db, type) =>
  db
    .select(linkColumns)
    .from(contactLinks)
    .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(eq(parentColumns[type], sql.placeholder('id')))
    .prepare(`contact_links_of_${type}`),
);

/** The contacts on one record, with their roles. */
export const listContactLinks = (db: Db, parent: ContactParent) =>
  recordLinkQueries(db)[parent.type].execute({ id: parent.id });

/** Every contact linked to any record of a project, once each (the Search Contacts pick mode). */
export const listProjectContactRows = (db: Db, projectId: number) =>
  db
    .selectDistinct({ crmId: contacts.crmId, name: contacts.name, fullName: contacts.fullName })
    .from(contactLinks)
    .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(eq(contactLinks.projectId, projectId));

export const getContactLink = async (db: Db, id: number): Promise<ContactLinkRow | undefined> => {
  const [row] = await db
    .select(linkColumns)
    .from(contactLinks)
    .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(eq(contactLinks.id, id));
  return row;
};

export const getContactIdByCrmId = async (db: Db, crmId: string) => {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.crmId, crmId));
  return row?.id;
};

/** Whether the contact is on the record already, through a link other than `exceptLinkId`. */
export const isContactOnRecord = async (
  db: Db,
  { parent, contactId, exceptLinkId }: { parent: ContactParent; contactId: number; exceptLinkId?: number },
) => {
  const [row] = await db
    .select({ id: contactLinks.id })
    .from(contactLinks)
    .where(
      and(
        eq(parentColumns[parent.type], parent.id),
        eq(contactLinks.contactId, contactId),
        exceptLinkId === undefined ? undefined : ne(contactLinks.id, exceptLinkId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The contact roles the given ids name, of any record type (the rule tells which fit). */
export const listContactRoles = (db: Db) =>
  db
    .select({
      id: contactRoles.id,
      name: contactRoles.name,
      parentType: contactRoles.parentType,
      archiveDate: contactRoles.archiveDate,
    })
    .from(contactRoles);

/** The roles sit in their own table; their change is audited beside the link's own row. */
const replaceRoles = async (
  tx: Tx,
  actor: Actor,
  { linkId, before, after }: { linkId: number; before: number[]; after: number[] },
) => {
  await tx.delete(contactLinkRoles).where(eq(contactLinkRoles.contactLinkId, linkId));
  if (after.length > 0)
    await tx
      .insert(contactLinkRoles)
      .values(after.map((contactRoleId) => ({ contactLinkId: linkId, contactRoleId })));
  const action = before.length === 0 ? 'create' : after.length === 0 ? 'delete' : 'update';
  await writeAudit(tx, actor, {
    table: contactLinkRoles,
    recordId: linkId,
    action,
    before: before.length > 0 ? { roleIds: before } : null,
    after: after.length > 0 ? { roleIds: after } : null,
  });
};

export const insertContactLinkRow = async (
  tx: Tx,
  actor: Actor,
  link: {
    contactId: number;
    projectId: number;
    parent: ContactParent;
    notes: string | null;
    roleIds: number[];
    ownerSince?: string | null;
    ownerUntil?: string | null;
  },
) => {
  const row = await insertAudited(tx, actor, contactLinks, {
    contactId: link.contactId,
    projectId: link.projectId,
    notes: link.notes,
    ownerSince: link.ownerSince ?? null,
    ownerUntil: link.ownerUntil ?? null,
    instrumentId: link.parent.type === 'instrument' ? link.parent.id : null,
    propertyId: link.parent.type === 'property' ? link.parent.id : null,
    serviceId: link.parent.type === 'service' ? link.parent.id : null,
  });
  await replaceRoles(tx, actor, { linkId: row.id, before: [], after: link.roleIds });
  return row.id;
};

/** Version-checked: a stale version answers 409 and writes nothing. */
export const updateContactLinkRow = async (
  tx: Tx,
  actor: Actor,
  link: {
    id: number;
    version: number;
    contactId: number;
    notes: string | null;
    ownerSince: string | null;
    ownerUntil: string | null;
    roleIds: number[];
    roleIdsBefore: number[];
  },
) => {
  await updateVersioned(tx, actor, contactLinks, link.id, link.version, {
    contactId: link.contactId,
    notes: link.notes,
    ownerSince: link.ownerSince,
    ownerUntil: link.ownerUntil,
  });
  const changed = link.roleIds.join() !== link.roleIdsBefore.join();
  if (changed)
    await replaceRoles(tx, actor, { linkId: link.id, before: link.roleIdsBefore, after: link.roleIds });
};

/** Removes the contact from the record only; the contact itself stays in the synced copy and the CRM. */
export const deleteContactLinkRow = async (
  tx: Tx,
  actor: Actor,
  link: { id: number; version?: number; roleIds: number[] },
) => {
  await deleteAudited(tx, actor, contactLinks, link.id, link.version);
  await writeAudit(tx, actor, {
    table: contactLinkRoles,
    recordId: link.id,
    action: 'delete',
    before: { roleIds: link.roleIds },
  });
};
