import {
  ContactRole,
  openRequestStatuses,
  type RequestListItem,
  type RequestSummary,
  requestFlow,
} from '@app/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  contactLinkRoles,
  contactLinks,
  contacts,
  instruments,
  ownerRequestInstruments,
  ownerRequestKinds,
  ownerRequestSteps,
  ownerRequests,
  projects,
  properties,
} from '../../db/schema';
import { today } from '../../db/shared-sql/inspection-schedule';
import { instrumentLabel } from '../../db/shared-sql/instrument-label';
import { type Actor, readAll, writeAudit } from '../../db/tx';
import { stepTables } from '../record-steps/api';

const contactName = sql<string>`coalesce(${contacts.name}, ${contacts.fullName})`;

const summaryColumns = {
  id: ownerRequests.id,
  kindName: ownerRequestKinds.name,
  statusId: ownerRequests.statusId,
  receivedOn: ownerRequests.receivedOn,
  decisionDue: ownerRequests.decisionDue,
};

/** A property's requests, newest receipt first, the undecided ones above the rest. */
export const listPropertyRequestRows = async (db: Db, propertyId: number): Promise<RequestSummary[]> => {
  const rows = await db
    .select(summaryColumns)
    .from(ownerRequests)
    .innerJoin(ownerRequestKinds, eq(ownerRequestKinds.id, ownerRequests.kindId))
    .where(eq(ownerRequests.propertyId, propertyId))
    .orderBy(desc(ownerRequests.receivedOn), desc(ownerRequests.id));
  const { open, finished } = requestFlow.split(rows);
  return [...open, ...finished];
};

/** The Owner contacts of the property, by name (who may ask). */
export const listPropertyOwners = (db: Db, propertyId: number) => ownersOf(db, propertyId);

const ownersOf = (db: Db | Tx, propertyId: number, contactIds?: number[]) =>
  db
    .select({ id: contacts.id, name: contactName })
    .from(contactLinks)
    .innerJoin(contactLinkRoles, eq(contactLinkRoles.contactLinkId, contactLinks.id))
    .innerJoin(contacts, eq(contacts.id, contactLinks.contactId))
    .where(
      and(
        eq(contactLinks.propertyId, propertyId),
        eq(contactLinkRoles.contactRoleId, ContactRole.PropertyOwner),
        contactIds ? inArray(contacts.id, contactIds) : undefined,
      ),
    )
    .orderBy(asc(contactName), asc(contacts.id));

/** Whether the contact has the Owner role on the property. */
export const isPropertyOwner = async (db: Db | Tx, propertyId: number, contactId: number) =>
  (await ownersOf(db, propertyId, [contactId])).length > 0;

type RequestValues = Omit<typeof ownerRequests.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** A request as a record with dated steps: its steps (`owner_request_steps`) are taken by `record-steps`. */
export const requestStepTables = stepTables(ownerRequests, ownerRequestSteps, 'requestId');

/**
 * The request and its instrument links, audited (its first step is the service's); the request's audit
 * row holds its instruments, so its History entry reads as one record received.
 */
export const insertRequest = async (
  tx: Tx,
  actor: Actor,
  { values, instrumentIds }: { values: RequestValues; instrumentIds: number[] },
) => {
  const [row] = await tx.insert(ownerRequests).values(values).returning();
  if (instrumentIds.length > 0)
    await tx
      .insert(ownerRequestInstruments)
      .values(instrumentIds.map((instrumentId) => ({ requestId: row.id, instrumentId })));
  await writeAudit(tx, actor, {
    table: ownerRequests,
    recordId: row.id,
    action: 'create',
    after: { ...row, instrumentIds: instrumentIds.toSorted((a, b) => a - b) },
  });
  return row.id;
};

/** The name of the request's kind (an approval's feature is described by it). */
export const getKindName = async (db: Db | Tx, kindId: number) => {
  const [row] = await db
    .select({ name: ownerRequestKinds.name })
    .from(ownerRequestKinds)
    .where(eq(ownerRequestKinds.id, kindId));
  return row.name;
};

/** The request page's record: the request, its kind, property, owner and instruments. */
export const getRequestRow = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select({
      ...summaryColumns,
      version: ownerRequests.version,
      propertyId: ownerRequests.propertyId,
      propertyName: properties.name,
      projectId: properties.projectId,
      kindId: ownerRequests.kindId,
      requestedById: ownerRequests.requestedById,
      requestedByName: sql<string | null>`${contactName}`,
      description: ownerRequests.description,
      noticePeriodDays: ownerRequests.noticePeriodDays,
      dwellingUnits: ownerRequests.dwellingUnits,
      finishedArea: ownerRequests.finishedArea,
      imperviousArea: ownerRequests.imperviousArea,
      featureId: ownerRequests.featureId,
    })
    .from(ownerRequests)
    .innerJoin(ownerRequestKinds, eq(ownerRequestKinds.id, ownerRequests.kindId))
    .innerJoin(properties, eq(properties.id, ownerRequests.propertyId))
    .leftJoin(contacts, eq(contacts.id, ownerRequests.requestedById))
    .where(eq(ownerRequests.id, id));
  if (!row) return undefined;
  const named = await db
    .select({ id: instruments.id, label: instrumentLabel })
    .from(ownerRequestInstruments)
    .innerJoin(instruments, eq(instruments.id, ownerRequestInstruments.instrumentId))
    .where(eq(ownerRequestInstruments.requestId, id))
    .orderBy(asc(instruments.id));
  return { ...row, instruments: named };
};

/**
 * The home tile "Owner Requests Due": undecided requests whose decision due day has passed (New York's
 * today), the longest overdue first, read through `owner_requests_status_due`.
 */
export const listOverdueRequestItems = async (
  db: Db,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ items: RequestListItem[]; total: number }> => {
  const where = and(
    inArray(ownerRequests.statusId, [...openRequestStatuses]),
    sql`${ownerRequests.decisionDue} < ${today}`,
  );
  const [items, [{ total }]] = await readAll(db, [
    () =>
      db
        .select({
          ...summaryColumns,
          propertyId: ownerRequests.propertyId,
          propertyName: properties.name,
          projectId: properties.projectId,
          projectName: projects.name,
        })
        .from(ownerRequests)
        .innerJoin(ownerRequestKinds, eq(ownerRequestKinds.id, ownerRequests.kindId))
        .innerJoin(properties, eq(properties.id, ownerRequests.propertyId))
        .innerJoin(projects, eq(projects.id, properties.projectId))
        .where(where)
        .orderBy(asc(ownerRequests.decisionDue), asc(ownerRequests.id))
        .offset(offset)
        .limit(limit),
    () => db.select({ total: count() }).from(ownerRequests).where(where),
  ]);
  return { items, total };
};
