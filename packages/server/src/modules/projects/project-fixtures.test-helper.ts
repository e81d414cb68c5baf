import { EventType, InstrumentStatus, PropertyStatus, ReviewStatus, ServiceStatus } from '@app/domain';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as s from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Records built straight into the test database, for the states the API cannot (yet) produce. */
export const fixtures = (db: Db) => {
  const userId = async (oid: string) =>
    (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.oid, oid)))[0]?.id;
  const anyUserId = async () => (await db.select({ id: s.users.id }).from(s.users).limit(1))[0].id;
  return {
    anyUserId,
    userId,
    project: async (values: Partial<typeof s.projects.$inferInsert> = {}) =>
      (
        await db
          .insert(s.projects)
          .values({ name: 'Fixture Project', ...values })
          .returning()
      )[0],
    property: async (values: Partial<typeof s.properties.$inferInsert> & { projectId: number }) =>
      (
        await db
          .insert(s.properties)
          .values({ statusId: PropertyStatus.Current, name: 'Fixture Property', ...values })
          .returning()
      )[0],
    locality: (propertyId: number, localityId: number, isPrimary = false) =>
      db.insert(s.propertyLocalities).values({ propertyId, localityId, isPrimary }).returning(),
    instrument: async (values: Partial<typeof s.instruments.$inferInsert> & { projectId: number }) =>
      (
        await db
          .insert(s.instruments)
          .values({ statusId: InstrumentStatus.Active, agreementTypeId: 1, ...values })
          .returning()
      )[0],
    cover: (values: typeof s.propertyInstruments.$inferInsert) =>
      db.insert(s.propertyInstruments).values(values).returning(),
    feature: (values: Partial<typeof s.builtEnvironmentFeatures.$inferInsert> & { propertyId: number }) =>
      db
        .insert(s.builtEnvironmentFeatures)
        .values({ description: 'Fixture feature', ...values })
        .returning(),
    service: async ({
      propertyIds,
      typeIds = [41],
      ...values
    }: Partial<typeof s.services.$inferInsert> & {
      projectId: number;
      propertyIds: number[];
      typeIds?: number[];
    }) => {
      const [row] = await db
        .insert(s.services)
        .values({
          categoryId: 1,
          agreementTypeId: 1,
          statusId: ServiceStatus.Open,
          isMultiProperty: propertyIds.length > 1,
          ...values,
        })
        .returning();
      await db
        .insert(s.serviceProperties)
        .values(propertyIds.map((propertyId) => ({ serviceId: row.id, propertyId })));
      await db.insert(s.serviceTypesLink).values(typeIds.map((typeId) => ({ serviceId: row.id, typeId })));
      return row;
    },
    event: async (values: Partial<typeof s.events.$inferInsert> & { date: Date }) =>
      (
        await db
          .insert(s.events)
          .values({ eventTypeId: EventType.Open, ...values })
          .returning()
      )[0],
    review: async (values: Partial<typeof s.reviews.$inferInsert>) => {
      const someone = await anyUserId();
      return (
        await db
          .insert(s.reviews)
          .values({
            reviewStatusId: ReviewStatus.Open,
            assigneeId: someone,
            assignerId: someone,
            instructions: 'Please review the draft.',
            ...values,
          })
          .returning()
      )[0];
    },
  };
};

/** A CRM contact of the synced copy (the first one with a name). */
export const someContact = async (db: Db) =>
  (
    await db
      .select({ id: s.contacts.id, crmId: s.contacts.crmId })
      .from(s.contacts)
      .where(isNotNull(s.contacts.name))
      .orderBy(asc(s.contacts.id))
      .limit(1)
  )[0];

/** A valid POST project/create body with its first instrument and property. */
export const newProjectBody = async (db: Db, overrides: Record<string, unknown> = {}) => ({
  name: 'Walnut Hollow Farm',
  description: 'Hardwood forest and pasture along Walnut Run.',
  instrument: {
    agreementTypeId: 2,
    primaryContactCrmId: (await someContact(db)).crmId,
    notes: 'Landowner wants to close before December.',
  },
  property: { name: 'Home Tract', primaryLocalityId: 2, additionalLocalityIds: [8, 5] },
  ...overrides,
});

/** Creates a project through the API as Staff; answers its id. */
export const createProjectViaApi = async (t: TestApp, overrides: Record<string, unknown> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/project/create',
    payload: await newProjectBody(t.db, overrides),
    headers: t.auth(t.tokens.staff),
  });
  if (res.statusCode !== 200) throw new Error(`project/create answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
};

export const countRows = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;

/** How many rows each table a project spans holds, and the audit log: a refused request changes none. */
export const tableCounts = async (db: Db) => {
  const tables = {
    projects: s.projects,
    instruments: s.instruments,
    properties: s.properties,
    propertyLocalities: s.propertyLocalities,
    propertyInstruments: s.propertyInstruments,
    contactLinks: s.contactLinks,
    contactLinkRoles: s.contactLinkRoles,
    services: s.services,
    events: s.events,
    reviews: s.reviews,
    features: s.builtEnvironmentFeatures,
    auditLog: s.auditLog,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await countRows(db, table)] as const),
  );
  return Object.fromEntries(entries);
};

/** The audit rows written for one table and action, e.g. the deletes of a project's instruments. */
export const auditedIds = async (
  db: Db,
  { table, action, ids }: { table: string; action: string; ids: number[] },
) =>
  (
    await db
      .select({ recordId: s.auditLog.recordId })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.tableName, table),
          eq(s.auditLog.action, action),
          inArray(s.auditLog.recordId, ids),
        ),
      )
      .orderBy(asc(s.auditLog.recordId))
  ).map((r) => r.recordId);
