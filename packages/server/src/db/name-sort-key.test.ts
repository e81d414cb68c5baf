import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const keyOf = async (name: string) =>
  (await database.db.select({ key: sql<string>`name_sort_key(${name})` }).from(sql`(values (1)) as one`))[0]
    .key;

describe('name_sort_key', () => {
  it('lower-cases a name without accents, and folds accents before it lower-cases one with them', async () => {
    expect(await keyOf('CAROLINE Baker & Sons, 2nd')).toBe('caroline baker & sons, 2nd');
    expect(await keyOf('Émile Zola')).toBe('emile zola');
    expect(await keyOf('ŁÓDŹ Farm')).toBe('Łodz farm'.toLowerCase());
    expect(await keyOf('Zoë’s farm 🌲')).toBe('zoe’s farm 🌲');
    expect(await keyOf('')).toBe('');
  });

  it('gives an accented name and its plain spelling the same key', async () => {
    for (const [accented, plain] of [
      ['Ñandú Pérez', 'NANDU PEREZ'],
      ['Ševčík', 'Sevcik'],
      ['Zoë', 'ZOE'],
    ])
      expect(await keyOf(accented), accented).toBe(await keyOf(plain));
  });
});
