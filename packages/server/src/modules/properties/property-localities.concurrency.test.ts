import { type PropertyLocality, PropertyStatus, propertyMessages } from '@app/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { propertyFixtures } from './property-fixtures.test-helper';

/**
 * Parallel changes to one property's localities (meaningful on PostgreSQL, where requests run on
 * several connections at once; PGlite has one): none fails with a 5xx or a false conflict, and the
 * derived values — calculated acres, the one primary locality — are exact afterwards. Each case
 * builds its own property one call at a time, then sends its changes all at once.
 */
let t: TestApp;
let f: ReturnType<typeof propertyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = propertyFixtures(t);
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = t.tokens.staff) =>
  t.app.inject({ method, url, payload: payload as object, headers: t.auth(token) });

const localityNames = [
  'Accomack County',
  'Albemarle County',
  'Alleghany County',
  'Amelia County',
  'Amherst County',
  'Appomattox County',
  'Arlington County',
  'Augusta County',
  'Bath County',
  'Bedford County',
  'Bland County',
  'Botetourt County',
  'Brunswick County',
  'Buchanan County',
  'Buckingham County',
  'Campbell County',
  'Caroline County',
  'Carroll County',
  'Charles City County',
  'Charlotte County',
];

/** A new property in a project of its own, with these localities (the first primary), no parcels. */
const propertyWith = async (localities: string[]) => {
  const projectId = await f.createProject('Concurrency Project');
  const property = await f.createProperty({ projectId, localities });
  return { propertyId: property.id, localities: property.propertyLocalities };
};

const storedAcres = async (propertyId: number) => {
  const [row] = await t.db
    .select({ acres: s.properties.calculatedAcres })
    .from(s.properties)
    .where(eq(s.properties.id, propertyId));
  return row.acres;
};
const parcelSum = async (propertyId: number) => {
  const [row] = await t.db
    .select({ total: sql<string | null>`sum(${s.taxParcels.acres})` })
    .from(s.taxParcels)
    .innerJoin(s.propertyLocalities, eq(s.propertyLocalities.id, s.taxParcels.propertyLocalityId))
    .where(eq(s.propertyLocalities.propertyId, propertyId));
  return row.total === null ? null : Number(row.total);
};
const primaryIds = async (propertyId: number) =>
  (
    await t.db
      .select({ id: s.propertyLocalities.id })
      .from(s.propertyLocalities)
      .where(and(eq(s.propertyLocalities.propertyId, propertyId), eq(s.propertyLocalities.isPrimary, true)))
  ).map((r) => r.id);

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const ok = (answers: unknown[]) => answers.map(() => 200);

describe('parallel changes to one property’s localities', () => {
  it('creates 20 different localities at once: every one saved, the acres exact, one primary', async () => {
    const { propertyId, localities } = await propertyWith(['Wise County']);
    const ids = await f.localityIds(...localityNames);
    const answers = await Promise.all(
      ids.map((localityId, i) =>
        call('POST', '/api/propertyLocality/create', {
          propertyId,
          localityId,
          taxParcels: [{ parcelId: `P-${i}`, acres: i + 1 }],
        }),
      ),
    );
    expect(statuses(answers)).toEqual(ok(ids));
    expect(await parcelSum(propertyId)).toBe((20 * 21) / 2);
    expect(await storedAcres(propertyId)).toBe((20 * 21) / 2);
    expect(await primaryIds(propertyId)).toEqual([localities[0].id]);
  });

  it('replaces the parcels of 20 localities at once: the stored acres equal the parcels’ sum', async () => {
    const { propertyId, localities } = await propertyWith(localityNames);
    const answers = await Promise.all(
      localities.map((locality, i) =>
        call('PUT', '/api/propertyLocality/update', {
          id: locality.id,
          version: locality.version,
          taxParcels: [
            { parcelId: `Q-${i}`, acres: 2 },
            { parcelId: `R-${i}`, acres: 0.5 + i },
          ],
        }),
      ),
    );
    expect(statuses(answers)).toEqual(ok(localities));
    const sum = await parcelSum(propertyId);
    expect(sum).toBe(20 * 2 + 20 * 0.5 + (19 * 20) / 2);
    expect(await storedAcres(propertyId)).toBe(sum);
  });

  it('makes 10 localities primary at once: no false conflict, exactly one primary, one of them', async () => {
    const { propertyId, localities } = await propertyWith(localityNames);
    const chosen = localities.filter((l) => !l.primary).slice(0, 10);
    const answers = await Promise.all(
      chosen.map((locality) => call('POST', `/api/property/updateprimarylocality/${locality.id}`)),
    );
    expect(statuses(answers)).toEqual(ok(chosen));
    const primaries = await primaryIds(propertyId);
    expect(primaries).toHaveLength(1);
    expect(chosen.map((l) => l.id)).toContain(primaries[0]);
    // Each answer lists the localities as they were when its call finished: always one primary.
    for (const answer of answers)
      expect((answer.json() as PropertyLocality[]).filter((l) => l.primary)).toHaveLength(1);
  });

  it('creates, replaces parcels, removes and makes primary at once: all saved, acres exact, one primary', async () => {
    const { propertyId, localities } = await propertyWith(localityNames.slice(0, 13));
    const [, ...others] = localities;
    for (const [i, locality] of others.entries()) {
      const res = await call('PUT', '/api/propertyLocality/update', {
        id: locality.id,
        version: locality.version,
        taxParcels: [{ parcelId: `S-${i}`, acres: 10 + i }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const removed = others.slice(0, 4);
    const replaced = others.slice(4, 8);
    const madePrimary = others.slice(8, 12);
    const added = await f.localityIds(...localityNames.slice(13, 17));
    const answers = await Promise.all([
      ...removed.map((l) => call('DELETE', `/api/propertyLocality/delete/${l.id}`)),
      ...replaced.map((l) =>
        call('PUT', '/api/propertyLocality/update', {
          id: l.id,
          version: l.version + 1,
          taxParcels: [{ parcelId: `T-${l.id}`, acres: 0.25 }],
        }),
      ),
      ...madePrimary.map((l) => call('POST', `/api/property/updateprimarylocality/${l.id}`)),
      ...added.map((localityId) =>
        call('POST', '/api/propertyLocality/create', {
          propertyId,
          localityId,
          taxParcels: [{ parcelId: `U-${localityId}`, acres: 3 }],
        }),
      ),
    ]);
    expect(statuses(answers)).toEqual(ok(answers));
    // Kept: madePrimary's parcels (10 + 8 … 10 + 11), replaced ones at 0.25, the added ones at 3.
    const sum = 18 + 19 + 20 + 21 + 4 * 0.25 + 4 * 3;
    expect(await parcelSum(propertyId)).toBe(sum);
    expect(await storedAcres(propertyId)).toBe(sum);
    const primaries = await primaryIds(propertyId);
    expect(primaries).toHaveLength(1);
    expect(madePrimary.map((l) => l.id)).toContain(primaries[0]);
  });
});

describe('parallel deletes of a project’s properties', () => {
  it('deletes the last two properties of 5 projects at once: one goes, the last one stays', async () => {
    const pairs = [];
    for (let i = 0; i < 5; i++) {
      const projectId = await f.createProject(`Two Properties ${i}`);
      const ids = [];
      for (const name of ['East Tract', 'West Tract']) {
        const { id } = await f.createProperty({ projectId, name });
        await f.setStatus(id, PropertyStatus.Inactive);
        ids.push(id);
      }
      pairs.push({ projectId, ids });
    }
    const answers = await Promise.all(
      pairs.flatMap(({ ids }) =>
        ids.map((id) => call('DELETE', `/api/property/delete/${id}`, undefined, t.tokens.admin)),
      ),
    );
    for (const [i, { projectId }] of pairs.entries()) {
      const pair = answers.slice(2 * i, 2 * i + 2);
      expect(statuses(pair).toSorted()).toEqual([200, 409]);
      expect(pair.find((a) => a.statusCode === 409)?.json().message).toBe(propertyMessages.lastProperty);
      const [{ n }] = await t.db
        .select({ n: count() })
        .from(s.properties)
        .where(eq(s.properties.projectId, projectId));
      expect(n).toBe(1);
    }
  });
});

describe('a project deleted while its property is changed', () => {
  it('reads its blockers after the change: a property made Current meanwhile keeps the project', async () => {
    const projectId = await f.createProject('Deleted While Changed');
    const property = await f.createProperty({ projectId, localities: localityNames.slice(0, 3) });
    await f.setStatus(property.id, PropertyStatus.Inactive);

    // Another user's save, holding the property's row until it commits (as a property update does).
    let commit = () => {};
    let changed = () => {};
    const hasChanged = new Promise<void>((resolve) => {
      changed = resolve;
    });
    const otherSave = t.db.transaction(async (tx) => {
      await tx
        .update(s.properties)
        .set({ statusId: PropertyStatus.Current })
        .where(eq(s.properties.id, property.id));
      changed();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    await hasChanged;
    const deleting = call('DELETE', `/api/project/delete/${projectId}`, undefined, t.tokens.admin);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await otherSave;

    const deleted = await deleting;
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().message).toBe(
      'All Properties must be set to inactive before the Project is deleted.',
    );
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(s.properties)
      .where(eq(s.properties.id, property.id));
    expect(n).toBe(1);
  });
});
