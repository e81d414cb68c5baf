import { ContactRole, type OwnerContactMethod } from '@app/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { qualified as q } from '../../db/qualified';
import * as s from '../../db/schema';
import { type Actor, lockVersion, staleVersion, writeAudit } from '../../db/tx';

/** At most this many owner contacts on an instrument's card (five a year for forty years). */
export const MaxInstrumentOwnerContacts = 200;

export type OwnerContactValues = {
  contactedOn: string;
  method: OwnerContactMethod;
  note: string | null;
};

export const instrumentExists = async (db: Db | Tx, id: number) => {
  const [row] = await db.select({ id: s.instruments.id }).from(s.instruments).where(eq(s.instruments.id, id));
  return row !== undefined;
};

export const propertyExists = async (db: Db | Tx, id: number) => {
  const [row] = await db.select({ id: s.properties.id }).from(s.properties).where(eq(s.properties.id, id));
  return row !== undefined;
};

/** The Owners (property contacts with the Owner role) of the properties an instrument covers, once each. */
export const listInstrumentOwners = (db: Db | Tx, instrumentId: number) =>
  db
    .selectDistinct({
      contactId: s.contacts.id,
      crmId: s.contacts.crmId,
      name: s.contacts.name,
      fullName: s.contacts.fullName,
    })
    .from(s.propertyInstruments)
    .innerJoin(s.contactLinks, eq(s.contactLinks.propertyId, s.propertyInstruments.propertyId))
    .innerJoin(
      s.contactLinkRoles,
      and(
        eq(s.contactLinkRoles.contactLinkId, s.contactLinks.id),
        eq(s.contactLinkRoles.contactRoleId, ContactRole.PropertyOwner),
      ),
    )
    .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
    .where(eq(s.propertyInstruments.instrumentId, instrumentId));

/** The contacts these CRM ids name (any, owner or not: the service checks). */
export const contactsByCrmId = (db: Db | Tx, crmIds: string[]) =>
  db
    .select({
      id: s.contacts.id,
      crmId: s.contacts.crmId,
      name: s.contacts.name,
      fullName: s.contacts.fullName,
    })
    .from(s.contacts)
    .where(inArray(s.contacts.crmId, crmIds));

/** An instrument's owner contacts, newest first, with who recorded them. */
export const listOwnerContactRows = (db: Db | Tx, where: { instrumentId: number } | { id: number }) =>
  db
    .select({
      id: s.ownerContacts.id,
      version: s.ownerContacts.version,
      instrumentId: s.ownerContacts.instrumentId,
      contactedOn: s.ownerContacts.contactedOn,
      method: s.ownerContacts.method,
      byId: s.ownerContacts.byId,
      byName: s.users.name,
      note: s.ownerContacts.note,
    })
    .from(s.ownerContacts)
    .innerJoin(s.users, eq(s.users.id, s.ownerContacts.byId))
    .where(
      'id' in where ? eq(s.ownerContacts.id, where.id) : eq(s.ownerContacts.instrumentId, where.instrumentId),
    )
    .orderBy(desc(s.ownerContacts.contactedOn), desc(s.ownerContacts.id))
    .limit(MaxInstrumentOwnerContacts);

/** The owners each of these owner contacts reached. */
export const listReachedOwners = (db: Db | Tx, ownerContactIds: number[]) =>
  ownerContactIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          ownerContactId: s.ownerContactContacts.ownerContactId,
          contactId: s.contacts.id,
          crmId: s.contacts.crmId,
          name: s.contacts.name,
          fullName: s.contacts.fullName,
        })
        .from(s.ownerContactContacts)
        .innerJoin(s.contacts, eq(s.contacts.id, s.ownerContactContacts.contactId))
        .where(inArray(s.ownerContactContacts.ownerContactId, ownerContactIds));

const contactIdsOf = async (tx: Tx, id: number) =>
  (
    await tx
      .select({ id: s.ownerContactContacts.contactId })
      .from(s.ownerContactContacts)
      .where(eq(s.ownerContactContacts.ownerContactId, id))
  )
    .map((r) => r.id)
    .toSorted((a, b) => a - b);

const writeContacts = async (tx: Tx, id: number, contactIds: number[]) => {
  await tx.delete(s.ownerContactContacts).where(eq(s.ownerContactContacts.ownerContactId, id));
  await tx
    .insert(s.ownerContactContacts)
    .values(contactIds.map((contactId) => ({ ownerContactId: id, contactId })));
};

/** The owner contact and the owners it reached, in one audit row (History reads it as one record). */
export const insertOwnerContact = async (
  tx: Tx,
  actor: Actor,
  values: OwnerContactValues & { instrumentId: number; byId: number; contactIds: number[] },
) => {
  const { contactIds, ...row } = values;
  const [inserted] = await tx.insert(s.ownerContacts).values(row).returning();
  await writeContacts(tx, inserted.id, contactIds);
  await writeAudit(tx, actor, {
    table: s.ownerContacts,
    recordId: inserted.id,
    action: 'create',
    after: { ...inserted, contactIds: contactIds.toSorted((a, b) => a - b) },
  });
  return inserted.id;
};

/** Version checked; the owners reached before and after in the same audit row. */
export const updateOwnerContact = async (
  tx: Tx,
  actor: Actor,
  {
    id,
    version,
    values,
    contactIds,
  }: { id: number; version: number; values: OwnerContactValues; contactIds: number[] },
) => {
  const before = await lockVersion(tx, s.ownerContacts, id);
  if (before.version !== version) throw await staleVersion(tx, s.ownerContacts, id);
  const contactsBefore = await contactIdsOf(tx, id);
  const [after] = await tx
    .update(s.ownerContacts)
    .set({ ...values, version: sql`${s.ownerContacts.version} + 1`, updatedAt: new Date() })
    .where(eq(s.ownerContacts.id, id))
    .returning();
  await writeContacts(tx, id, contactIds);
  await writeAudit(tx, actor, {
    table: s.ownerContacts,
    recordId: id,
    action: 'update',
    before: { ...before, contactIds: contactsBefore },
    after: { ...after, contactIds: contactIds.toSorted((a, b) => a - b) },
  });
};

/** Removes an owner contact (its owners' links go with it), audited with the owners it had reached. */
export const deleteOwnerContact = async (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => {
  const before = await lockVersion(tx, s.ownerContacts, id, version);
  const contactIds = await contactIdsOf(tx, id);
  await tx.delete(s.ownerContacts).where(eq(s.ownerContacts.id, id));
  await writeAudit(tx, actor, {
    table: s.ownerContacts,
    recordId: id,
    action: 'delete',
    before: { ...before, contactIds },
  });
};

/**
 * The open "New owner: contact within 90 days" tasks (domain `isNewOwnerTaskOpen`, in SQL): a property
 * contact with the Owner role, an Owner Since and no Owner Until, that no owner contact on an easement
 * of the property reached on or after that day. By Owner Since (so by due date: the overdue first).
 * Only the links with an Owner Since are read (`contact_links_owner_since`, a partial index).
 */
const openTaskWhere = (propertyId?: number) => sql`${q(s.contactLinks.ownerSince)} is not null
  and ${q(s.contactLinks.ownerUntil)} is null
  and ${q(s.contactLinks.propertyId)} is not null
  ${propertyId === undefined ? sql`` : sql`and ${q(s.contactLinks.propertyId)} = ${propertyId}`}
  and exists (select 1 from ${s.contactLinkRoles}
    where ${q(s.contactLinkRoles.contactLinkId)} = ${q(s.contactLinks.id)}
      and ${q(s.contactLinkRoles.contactRoleId)} = ${ContactRole.PropertyOwner})
  and not exists (select 1 from ${s.ownerContactContacts}
    join ${s.ownerContacts} on ${q(s.ownerContacts.id)} = ${q(s.ownerContactContacts.ownerContactId)}
    join ${s.propertyInstruments} on ${q(s.propertyInstruments.instrumentId)} = ${q(s.ownerContacts.instrumentId)}
      and ${q(s.propertyInstruments.propertyId)} = ${q(s.contactLinks.propertyId)}
    where ${q(s.ownerContactContacts.contactId)} = ${q(s.contactLinks.contactId)}
      and ${q(s.ownerContacts.contactedOn)} >= ${q(s.contactLinks.ownerSince)})`;

const taskColumns = {
  contactLinkId: s.contactLinks.id,
  propertyId: sql<number>`${s.contactLinks.propertyId}`,
  propertyName: s.properties.name,
  projectId: s.properties.projectId,
  projectName: s.projects.name,
  crmId: s.contacts.crmId,
  name: s.contacts.name,
  fullName: s.contacts.fullName,
  ownerSince: sql<string>`${s.contactLinks.ownerSince}`,
};

const taskQuery = (db: Db, propertyId?: number) =>
  db
    .select(taskColumns)
    .from(s.contactLinks)
    .innerJoin(s.properties, eq(s.properties.id, s.contactLinks.propertyId))
    .innerJoin(s.projects, eq(s.projects.id, s.properties.projectId))
    .innerJoin(s.contacts, eq(s.contacts.id, s.contactLinks.contactId))
    .where(openTaskWhere(propertyId))
    .orderBy(s.contactLinks.ownerSince, s.contactLinks.id);

export type NewOwnerTaskRow = Awaited<ReturnType<typeof taskQuery>>[number];

export const listOpenTaskRows = (db: Db, { offset, limit }: { offset: number; limit: number }) =>
  taskQuery(db).offset(offset).limit(limit);

export const countOpenTasks = async (db: Db) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(s.contactLinks)
    .where(openTaskWhere());
  return row?.total ?? 0;
};

/** A property's open tasks (its page). */
export const listPropertyTaskRows = (db: Db, propertyId: number) => taskQuery(db, propertyId).limit(100);
