import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import * as s from './schema';
import { deleteAudited, insertAudited, inTransaction, writeAudit, writeAuditRows } from './tx';

let database: Database;
const actor = { userId: null, name: 'Alice Example' };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const parentOf = async (tableName: string, recordId: number, action: string) => {
  const [row] = await database.db
    .select({ parentTable: s.auditLog.parentTable, parentId: s.auditLog.parentId })
    .from(s.auditLog)
    .where(
      and(
        eq(s.auditLog.tableName, tableName),
        eq(s.auditLog.recordId, recordId),
        eq(s.auditLog.action, action),
      ),
    );
  return row;
};

/** A project with a property and one locality on it. */
const aProperty = async () => {
  const { db } = database;
  const [project] = await db.insert(s.projects).values({ name: 'Parents' }).returning();
  const [property] = await db
    .insert(s.properties)
    .values({ projectId: project.id, name: 'Tract' })
    .returning();
  const [contact] = await db.select({ id: s.contacts.id }).from(s.contacts).limit(1);
  return { project, property, contact };
};

describe('the parent an audit row is written with', () => {
  it('comes from the row, through a locality for its parcels (also once the locality is gone), and through the link for contact roles', async () => {
    const { project, property, contact } = await aProperty();
    const { db } = database;
    const { locality, parcel, link } = await inTransaction(db, async (tx) => {
      const locality = await insertAudited(tx, actor, s.propertyLocalities, {
        propertyId: property.id,
        localityId: 1,
      });
      const [parcel] = await tx
        .insert(s.taxParcels)
        .values({ propertyLocalityId: locality.id, parcelId: '9-B', acres: 2 })
        .returning();
      await writeAuditRows(tx, actor, { table: s.taxParcels, action: 'create', rows: [parcel] });
      const link = await insertAudited(tx, actor, s.contactLinks, {
        contactId: contact.id,
        projectId: project.id,
        propertyId: property.id,
      });
      await writeAudit(tx, actor, {
        table: s.contactLinkRoles,
        recordId: link.id,
        action: 'create',
        after: { roleIds: [1] },
      });
      return { locality, parcel, link };
    });
    const ofProperty = { parentTable: 'properties', parentId: property.id };
    expect(await parentOf('property_localities', locality.id, 'create')).toEqual(ofProperty);
    expect(await parentOf('tax_parcels', parcel.id, 'create')).toEqual(ofProperty);
    expect(await parentOf('contact_links', link.id, 'create')).toEqual(ofProperty);
    expect(await parentOf('contact_link_roles', link.id, 'create')).toEqual(ofProperty);

    await inTransaction(db, async (tx) => {
      await deleteAudited(tx, actor, s.propertyLocalities, locality.id);
      await writeAuditRows(tx, actor, { table: s.taxParcels, action: 'delete', rows: [parcel] });
      await deleteAudited(tx, actor, s.contactLinks, link.id);
      await writeAudit(tx, actor, {
        table: s.contactLinkRoles,
        recordId: link.id,
        action: 'delete',
        before: { roleIds: [1] },
      });
    });
    expect(await parentOf('tax_parcels', parcel.id, 'delete')).toEqual(ofProperty);
    expect(await parentOf('contact_link_roles', link.id, 'delete')).toEqual(ofProperty);
    expect(await parentOf('properties', property.id, 'create')).toBeUndefined();
  });

  it("puts an instrument's tag and specific term lists, audited under its id, in the instrument's", async () => {
    const { project } = await aProperty();
    const { db } = database;
    const [instrument] = await db
      .insert(s.instruments)
      .values({ projectId: project.id, agreementTypeId: 1 })
      .returning();
    await inTransaction(db, (tx) =>
      writeAudit(tx, actor, {
        table: s.instrumentTags,
        recordId: instrument.id,
        action: 'update',
        before: { ids: [] },
        after: { ids: [1] },
      }),
    );
    expect(await parentOf('instrument_tags', instrument.id, 'update')).toEqual({
      parentTable: 'instruments',
      parentId: instrument.id,
    });
  });
});

describe('migration 0005 (rows audited before parents were recorded)', () => {
  it('gives older rows the parent the writer now records', async () => {
    const { project, property } = await aProperty();
    const { db } = database;
    const [locality] = await db
      .insert(s.propertyLocalities)
      .values({ propertyId: property.id, localityId: 2 })
      .returning();
    const old = (tableName: string, recordId: number, after: unknown) =>
      db
        .insert(s.auditLog)
        .values({ tableName, recordId, action: 'create', userName: 'Before', after })
        .returning({ id: s.auditLog.id });
    await old('properties', property.id, { id: property.id, projectId: project.id });
    await old('events', 777001, { id: 777001, instrumentId: null, serviceId: 4242 });
    await old('tax_parcels', 777002, { id: 777002, propertyLocalityId: locality.id });
    await old('contact_links', 777003, { id: 777003, instrumentId: 31, propertyId: null, serviceId: null });
    await old('contact_link_roles', 777003, { roleIds: [1] });
    await old('services', 777004, [{ serviceId: 777004, propertyId: 1 }]);
    await old('instrument_specific_terms', 777005, { ids: [2] });

    const migration = readFileSync(
      new URL('./migrations/0005_audit_log_parent_backfill.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await parentOf('properties', property.id, 'create')).toEqual({
      parentTable: 'projects',
      parentId: project.id,
    });
    expect(await parentOf('events', 777001, 'create')).toEqual({ parentTable: 'services', parentId: 4242 });
    expect(await parentOf('tax_parcels', 777002, 'create')).toEqual({
      parentTable: 'properties',
      parentId: property.id,
    });
    expect(await parentOf('contact_links', 777003, 'create')).toEqual({
      parentTable: 'instruments',
      parentId: 31,
    });
    expect(await parentOf('contact_link_roles', 777003, 'create')).toEqual({
      parentTable: 'instruments',
      parentId: 31,
    });
    expect(await parentOf('services', 777004, 'create')).toEqual({ parentTable: null, parentId: null });
    expect(await parentOf('instrument_specific_terms', 777005, 'create')).toEqual({
      parentTable: 'instruments',
      parentId: 777005,
    });
  });
});
