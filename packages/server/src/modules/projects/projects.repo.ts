import { InstrumentStatus, PropertyStatus, ServiceStatus } from '@app/domain';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { deleteRecordTree } from '../../db/delete-record-tree';
import { qualified } from '../../db/qualified';
import {
  instruments,
  localities,
  partnershipGrants,
  projectStatuses,
  projects,
  properties,
  propertyInstruments,
  propertyLocalities,
  serviceProperties,
  services,
  users,
} from '../../db/schema';
import { projectServiceIds } from '../../db/shared-sql/project-service-ids';
import { type Actor, insertAudited, updateVersioned } from '../../db/tx';

/** The project's own row with what the summary derives from its children, in one query. */
export const getProjectRow = async (db: Db, projectId: number) => {
  const creator = alias(users, 'creator');
  const editor = alias(users, 'editor');
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projectStatuses.name,
      statusId: projects.statusId,
      description: projects.description,
      createdByName: creator.name,
      createdAt: projects.createdAt,
      lastEditedByName: editor.name,
      lastEditedAt: projects.updatedAt,
      photoBoxId: projects.photoBoxId,
      documentFolderId: projects.documentFolderId,
      partnershipGrantsExist: sql<boolean>`exists(
        select 1 from ${partnershipGrants} join ${instruments} on ${qualified(instruments.id)} = ${qualified(partnershipGrants.instrumentId)}
        where ${qualified(instruments.projectId)} = ${qualified(projects.id)})`,
      acres: sql<number | null>`(
        select sum(${qualified(properties.calculatedAcres)}) from ${properties}
        where ${qualified(properties.projectId)} = ${qualified(projects.id)} and ${qualified(properties.statusId)} = ${PropertyStatus.Current})`.mapWith(
        Number,
      ),
      localityName: sql<string | null>`(
        select string_agg(distinct ${qualified(localities.name)}, '; ' order by ${qualified(localities.name)})
        from ${properties}
        join ${propertyLocalities} on ${qualified(propertyLocalities.propertyId)} = ${qualified(properties.id)}
        join ${localities} on ${qualified(localities.id)} = ${qualified(propertyLocalities.localityId)}
        where ${qualified(properties.projectId)} = ${qualified(projects.id)} and ${qualified(properties.statusId)} = ${PropertyStatus.Current})`,
      version: projects.version,
    })
    .from(projects)
    .innerJoin(projectStatuses, eq(projectStatuses.id, projects.statusId))
    .leftJoin(creator, eq(creator.id, projects.createdById))
    .leftJoin(editor, eq(editor.id, projects.lastEditedById))
    .where(eq(projects.id, projectId));
  return row;
};

export const getProjectPhoto = async (db: Db, projectId: number) => {
  const [row] = await db.select({ photo: projects.photo }).from(projects).where(eq(projects.id, projectId));
  return row;
};

/** The project's status and version, locked until the transaction ends; undefined when absent. */
export const lockProjectState = async (tx: Tx, projectId: number) => {
  const [row] = await tx
    .select({ statusId: projects.statusId, version: projects.version })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return row;
};

/**
 * Locks the project's properties (in id order), after the project itself: a delete reads their
 * statuses under the lock, so a property made Current meanwhile blocks it, and it takes each property
 * before that property's localities and parcels, in the order every locality change takes them.
 */
export const lockProjectProperties = async (tx: Tx, projectId: number) => {
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.projectId, projectId))
    .orderBy(asc(properties.id))
    .for('update');
};

export const insertProjectRow = (tx: Tx, actor: Actor, values: typeof projects.$inferInsert) =>
  insertAudited(tx, actor, projects, values);

export const updateProjectRow = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: Partial<typeof projects.$inferInsert> },
) => updateVersioned(tx, actor, projects, id, version, values);

const countOf = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);

/**
 * Links between this project and another: an instrument or service of one on a property of the other.
 * Each side is counted from its own project's rows, so the indexes find them.
 */
const crossProjectLinks = (projectId: number) => {
  const across = (
    link: PgTable,
    linkTo: PgColumn,
    linkProperty: PgColumn,
    owner: typeof instruments | typeof services,
  ) =>
    [
      [owner.projectId, properties.projectId],
      [properties.projectId, owner.projectId],
    ].map(
      ([ours, theirs]) => sql`(select count(*) from ${link}
        join ${owner} on ${qualified(owner.id)} = ${linkTo}
        join ${properties} on ${qualified(properties.id)} = ${linkProperty}
        where ${eq(ours, projectId)} and ${ne(theirs, projectId)})`,
    );
  const counts = [
    ...across(
      propertyInstruments,
      propertyInstruments.instrumentId,
      propertyInstruments.propertyId,
      instruments,
    ),
    ...across(serviceProperties, serviceProperties.serviceId, serviceProperties.propertyId, services),
  ];
  return sql<number>`(${sql.join(counts, sql` + `)})`.mapWith(Number);
};

/** The facts the delete blockers read, in one query. */
export const getDeleteFacts = async (db: Db, projectId: number) => {
  const [facts] = await db
    .select({
      activeOrPendingInstruments: countOf(
        instruments,
        and(eq(instruments.projectId, projectId), ne(instruments.statusId, InstrumentStatus.Inactive)),
      ),
      currentProperties: countOf(
        properties,
        and(eq(properties.projectId, projectId), eq(properties.statusId, PropertyStatus.Current)),
      ),
      openServices: countOf(
        services,
        and(
          inArray(services.id, projectServiceIds(db, projectId)),
          ne(services.statusId, ServiceStatus.Closed),
        ),
      ),
      crossProjectLinks: crossProjectLinks(projectId),
    })
    .from(sql`(select 1) as one`);
  return facts;
};

/** Deletes the project and everything under it (db/record-tree.ts), each row audited. */
export const deleteProjectRows = (tx: Tx, actor: Actor, projectId: number) =>
  deleteRecordTree(tx, actor, { table: projects, id: projectId });
