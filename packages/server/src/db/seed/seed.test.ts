import { readFileSync } from 'node:fs';
import {
  accessPointLocalityWarning,
  ContactRole,
  EventType,
  InstrumentStatus,
  ReviewStatus,
  ServiceCategory,
  ServiceType,
  TagType,
} from '@app/domain';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import * as s from '../schema';
import { seedIfEmpty } from '.';
import { localityOutlines } from './locality-outlines';

let database: Database;
let seeded: boolean;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  ({ seeded } = await seedIfEmpty(database.db, { demo: true }));
}, 60_000);
afterAll(() => database.close());

const rowCount = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0].n;

describe('seedIfEmpty', () => {
  it('seeds the lookups with the fixed ids of the spec', async () => {
    expect(seeded).toBe(true);
    const db = database.db;
    expect(
      await db
        .select({ id: s.instrumentStatuses.id, name: s.instrumentStatuses.name })
        .from(s.instrumentStatuses),
    ).toEqual([
      { id: InstrumentStatus.Pending, name: 'Pending' },
      { id: InstrumentStatus.Active, name: 'Active' },
      { id: InstrumentStatus.Inactive, name: 'Inactive' },
    ]);
    const reviewStatuses = await db.select().from(s.reviewStatuses);
    expect(reviewStatuses.find((r) => r.id === ReviewStatus.Withdrawn)?.name).toBe('Withdrawn');
    const [imagery] = await db
      .select()
      .from(s.serviceTypes)
      .where(eq(s.serviceTypes.id, ServiceType.ImageryInspection));
    expect(imagery).toMatchObject({
      name: 'Imagery Inspection',
      serviceCategoryId: ServiceCategory.Inspection,
    });
    const events = await db
      .select()
      .from(s.eventTypes)
      .where(inArray(s.eventTypes.id, Object.values(EventType)));
    expect(events.map((e) => `${e.id} ${e.name} ${e.parentType}`).sort()).toEqual([
      '29 Open service',
      '30 Closed service',
      '31 Inspection service',
      '9 Executed instrument',
    ]);
    const roles = await db
      .select()
      .from(s.contactRoles)
      .where(inArray(s.contactRoles.id, Object.values(ContactRole)));
    expect(roles.map((r) => `${r.id} ${r.name} ${r.parentType}`).sort()).toEqual([
      '11 Owner property',
      '24 Landowner service',
      '39 Requestor service',
    ]);
    const [important] = await db.select().from(s.tagTypes).where(eq(s.tagTypes.id, TagType.Important));
    expect(important).toMatchObject({ name: 'Important', canEdit: false });
    expect(await rowCount(s.localities)).toBe(133);
    const [albemarle] = await db.select().from(s.localities).where(eq(s.localities.name, 'Albemarle County'));
    expect(albemarle).toMatchObject({ censusFips: '51003' });
    // Every locality is drawn on the map: it has its Census code (the county and the city of Richmond differ).
    expect(
      (await db.select({ n: count() }).from(s.localities).where(isNull(s.localities.censusFips)))[0].n,
    ).toBe(0);
    const richmond = await db
      .select({ name: s.localities.name, fips: s.localities.censusFips })
      .from(s.localities)
      .where(inArray(s.localities.name, ['Richmond County', 'Richmond City']));
    expect(richmond.map((r) => `${r.name} ${r.fips}`).sort()).toEqual([
      'Richmond City 51760',
      'Richmond County 51159',
    ]);
  });

  it('migration 0015 links an existing list to the Census codes by the same names', async () => {
    const db = database.db;
    await db.update(s.localities).set({ censusFips: null });
    const migration = readFileSync(
      new URL('../migrations/0015_locality_census_fips.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration.split('--> statement-breakpoint')[1]));
    expect(
      (await db.select({ n: count() }).from(s.localities).where(isNull(s.localities.censusFips)))[0].n,
    ).toBe(0);
  });

  it('seeds the demo accounts and users', async () => {
    const accounts = await database.db.select().from(s.localAccounts);
    expect(accounts.map((a) => `${a.username} ${a.roles.join(',')} ${a.assigned}`).sort()).toEqual([
      'admin Admin true',
      'staff Staff true',
      'unassigned  false',
      'viewer viewonly true',
    ]);
    const users = await database.db.select().from(s.users);
    expect(users.filter((u) => u.inactive).length).toBeGreaterThan(0);
    expect(users.map((u) => u.oid)).toEqual(
      expect.arrayContaining(accounts.filter((a) => a.assigned).map((a) => a.oid)),
    );
  });

  it('seeds a demo data set that fills every area', async () => {
    const db = database.db;
    expect(await rowCount(s.projects)).toBe(40);
    expect(await rowCount(s.properties)).toBeGreaterThanOrEqual(40);
    expect(await rowCount(s.instruments)).toBeGreaterThanOrEqual(40);
    expect(await rowCount(s.contacts)).toBe(200);
    expect(await rowCount(s.crmDirectoryAccounts)).toBe(198);
    for (const table of [
      s.partnershipGrants,
      s.conservationPurposes,
      s.buildingActivityAreas,
      s.waterQualityProtectionAreas,
      s.observations,
      s.taxParcels,
      s.builtEnvironmentFeatures,
    ]) {
      expect(await rowCount(table)).toBeGreaterThan(0);
    }
    const categories = await db.select({ id: s.serviceCategories.id }).from(s.serviceCategories);
    const used = await db.selectDistinct({ id: s.services.categoryId }).from(s.services);
    expect(used.map((u) => u.id).sort()).toEqual(categories.map((c) => c.id).sort());
    const [multi] = await db
      .select({ n: count() })
      .from(s.services)
      .where(eq(s.services.isMultiProperty, true));
    expect(multi.n).toBeGreaterThanOrEqual(1);
    // Every property has exactly one primary locality.
    const primaries = await db
      .select({ n: count() })
      .from(s.propertyLocalities)
      .where(eq(s.propertyLocalities.isPrimary, true));
    expect(primaries[0].n).toBe(await rowCount(s.properties));
    // Every service has an Open event, and every service link set includes a Requestor.
    const withoutOpen = await db
      .select({ id: s.services.id })
      .from(s.services)
      .leftJoin(
        s.events,
        and(eq(s.events.serviceId, s.services.id), eq(s.events.eventTypeId, EventType.Open)),
      )
      .where(isNull(s.events.id));
    expect(withoutOpen).toEqual([]);
    const requested = await db
      .selectDistinct({ id: s.contactLinks.serviceId })
      .from(s.contactLinks)
      .innerJoin(s.contactLinkRoles, eq(s.contactLinkRoles.contactLinkId, s.contactLinks.id))
      .where(eq(s.contactLinkRoles.contactRoleId, ContactRole.Requestor));
    expect(requested.length).toBe(await rowCount(s.services));
  });

  it('fills the home tiles of the admin and staff accounts', async () => {
    const db = database.db;
    const accounts = await db.select().from(s.localAccounts);
    for (const username of ['admin', 'staff']) {
      const oid = accounts.find((a) => a.username === username)?.oid ?? '';
      const [user] = await db.select().from(s.users).where(eq(s.users.oid, oid));
      const tiles = [
        db
          .select({ n: count() })
          .from(s.services)
          .where(and(eq(s.services.staffLeadId, user.id), eq(s.services.statusId, 1))),
        db
          .select({ n: count() })
          .from(s.instruments)
          .where(and(eq(s.instruments.staffLeadId, user.id), eq(s.instruments.statusId, 1))),
        db
          .select({ n: count() })
          .from(s.reviews)
          .where(and(eq(s.reviews.assigneeId, user.id), eq(s.reviews.reviewStatusId, 1))),
        db
          .select({ n: count() })
          .from(s.reviews)
          .where(and(eq(s.reviews.assignerId, user.id), ne(s.reviews.reviewStatusId, 4))),
      ];
      for (const tile of tiles) expect((await tile)[0].n, username).toBeGreaterThan(0);
    }
  });

  it('puts every access point inside one of its property’s localities (the outlines the map draws)', async () => {
    const rows = await database.db
      .select({
        id: s.properties.id,
        latitude: s.properties.accessPointLatitude,
        longitude: s.properties.accessPointLongitude,
        name: s.localities.name,
        fips: s.localities.censusFips,
      })
      .from(s.properties)
      .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.propertyId, s.properties.id))
      .innerJoin(s.localities, eq(s.localities.id, s.propertyLocalities.localityId));
    const outlines = new Map(localityOutlines().features.map((f) => [f.properties.fips, f.geometry]));
    const byProperty = new Map<number, typeof rows>();
    for (const row of rows) byProperty.set(row.id, [...(byProperty.get(row.id) ?? []), row]);
    const outside = [...byProperty].flatMap(([id, localities]) => {
      const [{ latitude, longitude }] = localities;
      const warning = accessPointLocalityWarning(
        { latitude, longitude },
        localities.map((l) => ({ name: l.name, geometry: outlines.get(l.fips ?? '') ?? null })),
      );
      return latitude === null || warning === null
        ? []
        : [`Property ${id} at ${latitude}, ${longitude}: ${warning}`];
    });
    expect(byProperty.size).toBeGreaterThan(50);
    expect(rows.every((row) => row.latitude !== null && row.fips !== null)).toBe(true);
    expect(outside).toEqual([]);
  });

  it('does nothing on a database that is already seeded', async () => {
    const before = await rowCount(s.projects);
    expect(await seedIfEmpty(database.db, { demo: true })).toEqual({ seeded: false });
    expect(await rowCount(s.projects)).toBe(before);
    expect(await rowCount(s.localAccounts)).toBe(4);
  });
});
