import { PropertyStatus } from '@app/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deleteRecordTree } from '../../db/delete-record-tree';
import { rowExists } from '../../db/exists';
import { preparedOnce } from '../../db/prepared';
import { lockProjectOfRecord } from '../../db/project-lock';
import { qualified } from '../../db/qualified';
import {
  agreementTypes,
  instruments,
  instrumentTypes,
  projects,
  properties,
  propertyInstruments,
  propertyStatuses,
  serviceCategories,
  serviceProperties,
  services,
  serviceTypes,
  serviceTypesLink,
} from '../../db/schema';
import { instrumentLabel } from '../../db/shared-sql/instrument-label';
import { type Actor, insertAudited, updateVersioned, writeAudit } from '../../db/tx';

export type PropertyRow = typeof properties.$inferSelect;

const propertyById = preparedOnce((db) =>
  db
    .select()
    .from(properties)
    .where(eq(properties.id, sql.placeholder('id')))
    .prepare('property_by_id'),
);

export const getPropertyRow = async (db: Db, id: number): Promise<PropertyRow | undefined> => {
  const [row] = await propertyById(db).execute({ id });
  return row;
};

/**
 * Takes the property's row lock for the rest of the transaction; false when there is no such property.
 * Every change to a property's localities, parcels or primary flag takes it first, so concurrent
 * changes queue (rather than deadlock on the row their inserts reference) and the acres summed from
 * the parcels are read under it.
 */
export const lockProperty = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  return row !== undefined;
};

/**
 * The locks a property delete takes before it reads anything: its project's row first (the last
 * property must stay), then the property's own, so the localities and parcels it audits are the ones
 * it deletes. False when there is no such property.
 */
export const lockPropertyForDelete = async (tx: Tx, id: number) =>
  (await lockProjectOfRecord(tx, properties, id)) && lockProperty(tx, id);

export { rowExists };

export const propertyStatusExists = (db: Db, id: number) => rowExists(db, propertyStatuses, id);

export const isCurrentProperty = async (db: Db, id: number) => {
  const [row] = await db
    .select({ statusId: properties.statusId })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.statusId === PropertyStatus.Current;
};

const propertyInstrumentsQuery = preparedOnce((db) =>
  db
    .select({
      id: propertyInstruments.id,
      instrumentId: instruments.id,
      executedDate: instruments.executedDate,
      recordedDate: instruments.recordedDate,
      openDate: instruments.openDate,
      typeCode: instrumentTypes.code,
      statusId: instruments.statusId,
      propertyAcres: propertyInstruments.propertyAcres,
      futurePropertiesAllowed: propertyInstruments.futurePropertiesAllowed,
      dwellingsAllowed: propertyInstruments.dwellingsAllowed,
      finishedAreaAllowed: propertyInstruments.finishedAreaAllowed,
      imperviousAreaAllowed: propertyInstruments.imperviousAreaAllowed,
    })
    .from(propertyInstruments)
    .innerJoin(instruments, eq(instruments.id, propertyInstruments.instrumentId))
    .leftJoin(instrumentTypes, eq(instrumentTypes.id, instruments.typeId))
    .where(eq(propertyInstruments.propertyId, sql.placeholder('propertyId')))
    .prepare('property_instruments_of_property'),
);

/** The instruments linked to a property, with the values they allow on it. */
export const listPropertyInstruments = (db: Db, propertyId: number) =>
  propertyInstrumentsQuery(db).execute({ propertyId });

const propertyServicesQuery = preparedOnce((db) =>
  db
    .select({
      id: services.id,
      projectId: services.projectId,
      categoryId: services.categoryId,
      categoryName: serviceCategories.name,
      typeNames: sql<string[]>`coalesce((
        select array_agg(${qualified(serviceTypes.name)} order by ${qualified(serviceTypes.sortOrder)}, ${qualified(serviceTypes.name)})
        from ${serviceTypesLink} join ${serviceTypes} on ${qualified(serviceTypes.id)} = ${qualified(serviceTypesLink.typeId)}
        where ${qualified(serviceTypesLink.serviceId)} = ${qualified(services.id)}), '{}')`,
      statusId: services.statusId,
      openDate: services.openDate,
      isMultiProperty: services.isMultiProperty,
    })
    .from(serviceProperties)
    .innerJoin(services, eq(services.id, serviceProperties.serviceId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(eq(serviceProperties.propertyId, sql.placeholder('propertyId')))
    .prepare('services_of_property'),
);

/** The services that name a property, with their category and component names. */
export const listPropertyServices = (db: Db, propertyId: number) =>
  propertyServicesQuery(db).execute({ propertyId });

/** The distinct agreement types of the instruments linked to any of the properties, in lookup order. */
export const listAgreementTypesByPropertyIds = (db: Db, propertyIds: number[]) =>
  db
    .selectDistinct({ id: agreementTypes.id, name: agreementTypes.name, sortOrder: agreementTypes.sortOrder })
    .from(propertyInstruments)
    .innerJoin(instruments, eq(instruments.id, propertyInstruments.instrumentId))
    .innerJoin(agreementTypes, eq(agreementTypes.id, instruments.agreementTypeId))
    .where(inArray(propertyInstruments.propertyId, propertyIds))
    .orderBy(asc(agreementTypes.sortOrder), asc(agreementTypes.name), asc(agreementTypes.id));

/** Everything the delete rules ask about one property, in one query; undefined when it does not exist. */
export const getPropertyDeleteFacts = async (db: Db, id: number) => {
  // The join to the project makes Drizzle qualify every column, which the correlated subqueries need.
  const [row] = await db
    .select({
      statusId: properties.statusId,
      propertiesInProject: sql<number>`(select count(*)::int from ${properties} siblings
        where siblings.project_id = ${qualified(projects.id)})`,
      instrumentStatusIds: sql<number[]>`coalesce((
        select array_agg(${qualified(instruments.statusId)}) from ${propertyInstruments}
        join ${instruments} on ${qualified(instruments.id)} = ${qualified(propertyInstruments.instrumentId)}
        where ${qualified(propertyInstruments.propertyId)} = ${qualified(properties.id)}), '{}')`,
      serviceCount: sql<number>`(select count(*)::int from ${serviceProperties}
        where ${qualified(serviceProperties.propertyId)} = ${qualified(properties.id)})`,
    })
    .from(properties)
    .innerJoin(projects, eq(projects.id, properties.projectId))
    .where(eq(properties.id, id));
  return row;
};

export const insertPropertyRow = (
  tx: Tx,
  actor: Actor,
  values: { projectId: number; name: string; statusId: number },
) => insertAudited(tx, actor, properties, values);

/** Covers the property by the instrument (the link's allowances start empty). */
export const insertPropertyInstrumentRow = (
  tx: Tx,
  actor: Actor,
  values: { propertyId: number; instrumentId: number },
) => insertAudited(tx, actor, propertyInstruments, values);

export const updatePropertyRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<typeof properties.$inferInsert> },
) => updateVersioned(tx, actor, properties, id, version, values);

/**
 * Changes property columns no form sends back (the document folder, the calculated acres): the
 * version stays, so a details form opened before is not refused as stale, and it cannot overwrite
 * them. Audited when something changed.
 */
export const updatePropertyUnversioned = async (
  tx: Tx,
  actor: Actor,
  { id, values }: { id: number; values: Pick<Partial<PropertyRow>, 'calculatedAcres' | 'documentFolderId'> },
) => {
  const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!before) return;
  const [after] = await tx.update(properties).set(values).where(eq(properties.id, id)).returning();
  const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => before[key] !== after[key]);
  if (changed)
    await writeAudit(tx, actor, { table: properties, recordId: id, action: 'update', before, after });
};

/** Deletes a property and everything under it (db/record-tree.ts), each row audited. */
export const deletePropertyRow = (tx: Tx, actor: Actor, { id, version }: { id: number; version?: number }) =>
  deleteRecordTree(tx, actor, { table: properties, id, version });

/** Which of `ids` are instruments covering the property. */
export const listCoveringInstrumentIds = async (db: Db | Tx, propertyId: number, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: propertyInstruments.instrumentId, period: instruments.requestNoticePeriodDays })
    .from(propertyInstruments)
    .innerJoin(instruments, eq(instruments.id, propertyInstruments.instrumentId))
    .where(
      and(eq(propertyInstruments.propertyId, propertyId), inArray(propertyInstruments.instrumentId, ids)),
    );
  return new Map(rows.map((r) => [r.id, r.period]));
};

/** The instruments covering a property, by id, each named by its number (or its id when it has none). */
export const listCoveringInstrumentRows = (db: Db | Tx, propertyId: number) =>
  db
    .select({
      id: instruments.id,
      label: instrumentLabel,
      requestNoticePeriodDays: instruments.requestNoticePeriodDays,
    })
    .from(propertyInstruments)
    .innerJoin(instruments, eq(instruments.id, propertyInstruments.instrumentId))
    .where(eq(propertyInstruments.propertyId, propertyId))
    .orderBy(asc(instruments.id));

/** A property's name and project, or undefined when it does not exist (what a case, a request or a letter names). */
export const getPropertyRefRow = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, projectId: properties.projectId })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
};
