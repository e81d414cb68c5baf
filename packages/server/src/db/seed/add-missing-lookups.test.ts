import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import * as s from '../schema';
import { seedIfEmpty } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('adds the lookup lists made since to a database seeded before them, once, keeping what is there', async () => {
  // An install seeded before the case types, one of which an Admin later renamed.
  await t.db.delete(s.violationCaseTypes);
  await t.db.insert(s.violationCaseTypes).values({ id: 4, name: 'Dumping or debris', sortOrder: 4 });
  expect(await seedIfEmpty(t.db, { demo: false })).toEqual({ seeded: false });
  await seedIfEmpty(t.db, { demo: false });
  const types = await t.db.select().from(s.violationCaseTypes).orderBy(asc(s.violationCaseTypes.id));
  expect(types.map((type) => type.name)).toEqual([
    'Unapproved structure',
    'Subdivision',
    'Timber harvest',
    'Dumping or debris',
    'Grading',
    'Prohibited use',
    'Encroachment',
    'Other',
  ]);
});
