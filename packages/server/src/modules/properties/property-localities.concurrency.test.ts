import type { PropertyLocality } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { propertyFixtures } from './property-fixtures.test-helper';

/**
 * Parallel changes to one property's localities (meaningful on PostgreSQL, where requests run on
 * several connections at once; PGlite has one): none fails with a 5xx or a false conflict, and the
 * derived values — calculated acres, the one primary locality — are exact afterwards.
 */
let t: TestApp;
let f: ReturnType<typeof propertyFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = propertyFixtures(t);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: t.auth(t.tokens.staff) });

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

describe('parallel changes to one property', () => {
  let propertyId: number;
  let created: PropertyLocality[];

  it('creates 20 different localities at once: every one saved, the acres exact, one primary', async () => {
    const projectId = await f.createProject('Concurrency Project');
    propertyId = (await f.createProperty({ projectId, localities: ['Wise County'] })).id;
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
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    created = answers.map((a) => a.json() as PropertyLocality);
    expect(await storedAcres(propertyId)).toBe(await parcelSum(propertyId));
    expect(await storedAcres(propertyId)).toBe((20 * 21) / 2);
    const primaries = await t.db
      .select()
      .from(s.propertyLocalities)
      .where(sql`${s.propertyLocalities.propertyId} = ${propertyId} and ${s.propertyLocalities.isPrimary}`);
    expect(primaries).toHaveLength(1);
  });

  it('replaces the parcels of different localities at once: the stored acres equal the parcels’ sum', async () => {
    const answers = await Promise.all(
      created.map((locality, i) =>
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
    expect(answers.map((a) => a.statusCode)).toEqual(created.map(() => 200));
    const sum = await parcelSum(propertyId);
    expect(sum).toBe(20 * 2 + 20 * 0.5 + (19 * 20) / 2);
    expect(await storedAcres(propertyId)).toBe(sum);
  });

  it('makes different localities primary at once: no false conflict, exactly one primary', async () => {
    const answers = await Promise.all(
      created
        .slice(0, 10)
        .map((locality) => call('POST', `/api/property/updateprimarylocality/${locality.id}`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const primaries = await t.db
      .select()
      .from(s.propertyLocalities)
      .where(sql`${s.propertyLocalities.propertyId} = ${propertyId} and ${s.propertyLocalities.isPrimary}`);
    expect(primaries).toHaveLength(1);
  });
});
