import type { Property } from '@app/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Builders for the property API tests: records the tests need are made through the API where this
 * module owns the call, and written directly where another area owns it (projects, instruments,
 * services).
 */
export const propertyFixtures = (t: TestApp) => {
  const call = (method: Method, url: string, payload?: unknown, token = t.tokens.staff) =>
    t.app.inject({ method, url, payload: payload as object, headers: t.auth(token) });

  /** Locality ids by name ('Wise County'). */
  const localityIds = async (...names: string[]) => {
    const rows = await t.db
      .select({ id: s.localities.id, name: s.localities.name })
      .from(s.localities)
      .where(inArray(s.localities.name, names));
    return names.map((name) => {
      const row = rows.find((r) => r.name === name);
      if (!row) throw new Error(`no locality ${name}`);
      return row.id;
    });
  };

  const createProject = async (name = 'Property Test Project') => {
    const [row] = await t.db.insert(s.projects).values({ name }).returning({ id: s.projects.id });
    return row.id;
  };

  const createProperty = async ({
    projectId,
    name = 'Test Tract',
    localities = ['Wise County'],
  }: {
    projectId: number;
    name?: string;
    localities?: string[];
  }): Promise<Property> => {
    const [primaryLocalityId, ...additionalLocalityIds] = await localityIds(...localities);
    const res = await call('POST', '/api/property/create', {
      projectId,
      name,
      primaryLocalityId,
      additionalLocalityIds,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const setStatus = (propertyId: number, statusId: number) =>
    t.db.update(s.properties).set({ statusId }).where(eq(s.properties.id, propertyId));

  const addInstrument = async ({
    projectId,
    propertyId,
    statusId,
    agreementTypeId = 1,
    typeId = 1,
    openDate = '2020-01-01',
    executedDate = null,
    recordedDate = null,
    values = {},
  }: {
    projectId: number;
    propertyId: number;
    statusId: number;
    agreementTypeId?: number;
    typeId?: number | null;
    openDate?: string;
    executedDate?: string | null;
    recordedDate?: string | null;
    values?: Partial<typeof s.propertyInstruments.$inferInsert>;
  }) => {
    const [instrument] = await t.db
      .insert(s.instruments)
      .values({ projectId, statusId, agreementTypeId, typeId, openDate, executedDate, recordedDate })
      .returning({ id: s.instruments.id });
    const [link] = await t.db
      .insert(s.propertyInstruments)
      .values({ propertyId, instrumentId: instrument.id, ...values })
      .returning({ id: s.propertyInstruments.id });
    return { instrumentId: instrument.id, linkId: link.id };
  };

  const addService = async ({
    projectId,
    propertyIds,
    statusId = 1,
    openDate = '2024-01-01',
    categoryId = 1,
    typeIds = [],
  }: {
    projectId: number;
    propertyIds: number[];
    statusId?: number;
    openDate?: string;
    categoryId?: number;
    typeIds?: number[];
  }) => {
    const [service] = await t.db
      .insert(s.services)
      .values({
        projectId,
        categoryId,
        statusId,
        openDate,
        agreementTypeId: 1,
        isMultiProperty: propertyIds.length > 1,
      })
      .returning({ id: s.services.id });
    await t.db
      .insert(s.serviceProperties)
      .values(propertyIds.map((propertyId) => ({ serviceId: service.id, propertyId })));
    if (typeIds.length > 0)
      await t.db
        .insert(s.serviceTypesLink)
        .values(typeIds.map((typeId) => ({ serviceId: service.id, typeId })));
    return service.id;
  };

  /** The audit rows of one record, oldest first. */
  const auditOf = (table: string, recordId: number) =>
    t.db
      .select({
        action: s.auditLog.action,
        userName: s.auditLog.userName,
        before: s.auditLog.before,
        after: s.auditLog.after,
      })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.tableName, table), eq(s.auditLog.recordId, recordId)))
      .orderBy(asc(s.auditLog.id));

  const auditCount = async () => (await t.db.select({ n: count() }).from(s.auditLog))[0].n;

  return {
    call,
    localityIds,
    createProject,
    createProperty,
    setStatus,
    addInstrument,
    addService,
    auditOf,
    auditCount,
  };
};
