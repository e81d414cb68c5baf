import { EventType, PropertyStatus } from '@app/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { deleteRecordTree } from '../../db/delete-record-tree';
import { rowExists } from '../../db/exists';
import { readLinkIds, replaceLinkLists } from '../../db/link-ids';
import { preparedOnce } from '../../db/prepared';
import { qualified } from '../../db/qualified';
import {
  agreementTypes,
  events,
  imageryAssessmentSources,
  properties,
  reviews,
  serviceCategories,
  serviceProducts,
  serviceProductsLink,
  serviceProperties,
  serviceStatuses,
  services,
  serviceTypes,
  serviceTypesLink,
  users,
} from '../../db/schema';
import { projectServiceIds } from '../../db/shared-sql/project-service-ids';
import { type Actor, insertAudited, updateVersioned, writeAudit } from '../../db/tx';

export type ServiceRow = typeof services.$inferSelect;

export const serviceStatusExists = (db: Db, id: number) => rowExists(db, serviceStatuses, id);
export const agreementTypeExists = (db: Db, id: number) => rowExists(db, agreementTypes, id);
export const imagerySourceExists = (db: Db, id: number) => rowExists(db, imageryAssessmentSources, id);

const projectServices = preparedOnce((db) =>
  db
    .select({
      id: services.id,
      categoryId: services.categoryId,
      categoryName: serviceCategories.name,
      typeIds: sql<number[]>`coalesce((
        select array_agg(${qualified(serviceTypesLink.typeId)} order by ${qualified(serviceTypesLink.typeId)})
        from ${serviceTypesLink} where ${qualified(serviceTypesLink.serviceId)} = ${qualified(services.id)}), '{}')`,
      statusId: services.statusId,
      openDate: services.openDate,
      isMultiProperty: services.isMultiProperty,
      primaryProjectId: services.projectId,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(inArray(services.id, projectServiceIds(db, sql.placeholder('projectId'))))
    .prepare('services_of_project'),
);

/** The services list of a project (spec 2 §2). */
export const listProjectServiceRows = (db: Db, projectId: number) =>
  projectServices(db).execute({ projectId });

const propertyColumns = {
  id: properties.id,
  projectId: properties.projectId,
  name: properties.name,
  statusId: properties.statusId,
  calculatedAcres: properties.calculatedAcres,
  acres: properties.acres,
};

/** The project's current properties and every property the service already has (of any project or status). */
export const listValidPropertyRows = (
  db: Db,
  { projectId, serviceId }: { projectId: number; serviceId: number },
) =>
  union(
    db
      .select(propertyColumns)
      .from(properties)
      .where(and(eq(properties.projectId, projectId), eq(properties.statusId, PropertyStatus.Current))),
    db
      .select(propertyColumns)
      .from(properties)
      .innerJoin(serviceProperties, eq(serviceProperties.propertyId, properties.id))
      .where(eq(serviceProperties.serviceId, serviceId)),
  );

const serviceProjectIds = preparedOnce((db) =>
  db
    .select({ projectId: services.projectId })
    .from(services)
    .where(eq(services.id, sql.placeholder('id')))
    .prepare('project_of_service'),
);

/** A service's primary project; undefined when there is no such service. */
export const getServiceProjectId = async (db: Db, id: number) =>
  (await serviceProjectIds(db).execute({ id }))[0]?.projectId;

const servicePropertyRows = preparedOnce((db) =>
  db
    .select(propertyColumns)
    .from(serviceProperties)
    .innerJoin(properties, eq(properties.id, serviceProperties.propertyId))
    .where(eq(serviceProperties.serviceId, sql.placeholder('serviceId')))
    .prepare('properties_of_service'),
);

/** The properties a service is on. */
export const listServicePropertyRows = (db: Db, serviceId: number) =>
  servicePropertyRows(db).execute({ serviceId });

/** Project and status of the chosen properties, for the checks of spec 2 §5. */
export const listPropertyFacts = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: properties.id, projectId: properties.projectId, statusId: properties.statusId })
        .from(properties)
        .where(inArray(properties.id, ids));

const staffLead = alias(users, 'staff_lead');
const reportCompletedBy = alias(users, 'report_completed_by');

const serviceById = preparedOnce((db) =>
  db
    .select({
      service: services,
      categoryName: serviceCategories.name,
      statusName: serviceStatuses.name,
      agreementTypeName: agreementTypes.name,
      staffLeadName: staffLead.name,
      reportCompletedByName: reportCompletedBy.name,
      types: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort_order, t.name)
        from ${serviceTypesLink} l join ${serviceTypes} t on t.id = l.type_id
        where l.service_id = ${qualified(services.id)}), '[]')`,
      products: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.sort_order, p.name)
        from ${serviceProductsLink} l join ${serviceProducts} p on p.id = l.product_id
        where l.service_id = ${qualified(services.id)}), '[]')`,
      propertyIds: sql<number[]>`coalesce((
        select array_agg(${qualified(serviceProperties.propertyId)} order by ${qualified(serviceProperties.propertyId)})
        from ${serviceProperties} where ${qualified(serviceProperties.serviceId)} = ${qualified(services.id)}), '{}')`,
    })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .innerJoin(serviceStatuses, eq(serviceStatuses.id, services.statusId))
    .innerJoin(agreementTypes, eq(agreementTypes.id, services.agreementTypeId))
    .leftJoin(staffLead, eq(staffLead.id, services.staffLeadId))
    .leftJoin(reportCompletedBy, eq(reportCompletedBy.id, services.reportCompletedById))
    .where(eq(services.id, sql.placeholder('id')))
    .prepare('service_by_id'),
);

/** A service with the names its page shows, in one query. */
export const getServiceRow = async (db: Db, id: number) => {
  const [row] = await serviceById(db).execute({ id });
  return row;
};

/** Takes the service's row lock for the rest of the transaction; the row, or undefined when absent. */
export const lockService = async (tx: Tx, id: number): Promise<ServiceRow | undefined> => {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row;
};

export const getCategory = async (db: Db, id: number) => {
  const [row] = await db
    .select({ id: serviceCategories.id, isMultiProjectEligible: serviceCategories.isMultiProjectEligible })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, id));
  return row;
};

/** The category of each of the given components that exists. */
export const categoriesOfTypes = async (db: Db, typeIds: number[]) =>
  new Map(
    (
      await db
        .select({ id: serviceTypes.id, categoryId: serviceTypes.serviceCategoryId })
        .from(serviceTypes)
        .where(inArray(serviceTypes.id, typeIds))
    ).map((row) => [row.id, row.categoryId]),
  );

export const countProducts = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? 0
    : (
        await db
          .select({ id: serviceProducts.id })
          .from(serviceProducts)
          .where(inArray(serviceProducts.id, ids))
      ).length;

export const hasInspectionEvent = async (db: Db, serviceId: number) => {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.serviceId, serviceId), eq(events.eventTypeId, EventType.Inspection)))
    .limit(1);
  return row !== undefined;
};

/** The service's Inspection events (its inspection date is the latest one's day). */
export const listInspectionEvents = (db: Db | Tx, serviceId: number) =>
  db
    .select({ eventTypeId: events.eventTypeId, date: events.date })
    .from(events)
    .where(and(eq(events.serviceId, serviceId), eq(events.eventTypeId, EventType.Inspection)));

export type ServiceValues = Omit<typeof services.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertServiceRow = (tx: Tx, actor: Actor, values: ServiceValues) =>
  insertAudited(tx, actor, services, values);

export const updateServiceRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<ServiceValues> },
) => updateVersioned(tx, actor, services, id, version, values);

/** Changes the document folder: the version stays (no form sends it back), audited when it changed. */
export const updateServiceFolder = async (
  tx: Tx,
  actor: Actor,
  { id, folderId }: { id: number; folderId: string },
) => {
  const before = await lockService(tx, id);
  if (!before) return false;
  const [after] = await tx
    .update(services)
    .set({ documentFolderId: folderId })
    .where(eq(services.id, id))
    .returning();
  if (before.documentFolderId !== folderId)
    await writeAudit(tx, actor, { table: services, recordId: id, action: 'update', before, after });
  return true;
};

/** A service's components, products and properties: its link tables (db/record-tree.ts), by field. */
type Links = { typeIds: number[]; productIds: number[]; propertyIds: number[] };

export const getServiceLinks = (db: Db, serviceId: number) =>
  readLinkIds(db, services, serviceId) as Promise<Links>;

/**
 * Replaces the components, products and/or properties of a service (those given): each link table
 * audited under the service's id, as the instrument's tags and terms are.
 */
export const replaceServiceLinks = (tx: Tx, actor: Actor, serviceId: number, next: Partial<Links>) =>
  replaceLinkLists(tx, actor, services, serviceId, next);

/**
 * Deletes a service and everything under it (db/record-tree.ts), each row audited; its own audit row
 * also holds its component, product and property links, so the delete reads as one.
 */
export const deleteServiceRow = async (
  tx: Tx,
  actor: Actor,
  { id, version }: { id: number; version?: number },
) => {
  const links = await getServiceLinks(tx, id);
  await deleteRecordTree(tx, actor, { table: services, id, version, alsoHeld: links });
};

/** Distinct names, sorted, for the search facets (spec 1 §7). */
const distinctNames = async (query: Promise<{ name: string }[]>) =>
  (await query).map((row) => row.name).toSorted((a, b) => a.localeCompare(b));

export const listStaffLeadNames = (db: Db) =>
  distinctNames(
    db
      .selectDistinct({ name: users.name })
      .from(services)
      .innerJoin(users, eq(users.id, services.staffLeadId))
      .orderBy(asc(users.name)),
  );

export const listReviewerNames = (db: Db, role: 'assignee' | 'assigner') =>
  distinctNames(
    db
      .selectDistinct({ name: users.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, role === 'assignee' ? reviews.assigneeId : reviews.assignerId))
      .where(isNotNull(reviews.serviceId))
      .orderBy(asc(users.name)),
  );
