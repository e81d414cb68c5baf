import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { recordTree, references } from './record-tree';
import * as schema from './schema';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
/** The tables rows hang under: the records and the containers (localities, contact links). */
const parents = new Set(recordTree.map((edge) => edge.parent as PgTable));

describe('the record tree', () => {
  it('names every column that points at a record or a container, as a parent or as a plain reference', () => {
    const declared = new Set([...recordTree.map((edge) => edge.column), ...references]);
    const missing = tables.flatMap((table) =>
      getTableConfig(table).foreignKeys.flatMap((foreignKey) => {
        const { columns, foreignTable } = foreignKey.reference();
        if (!parents.has(foreignTable)) return [];
        return columns
          .filter((column) => !declared.has(column))
          .map((c) => `${getTableName(table)}.${c.name}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('declares each edge once, on a column of its child', () => {
    const keys = recordTree.map((edge) => `${getTableName(edge.child)}.${edge.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const edge of recordTree)
      expect(edge.column, `${getTableName(edge.child)}.${edge.key}`).toBeDefined();
  });
});
