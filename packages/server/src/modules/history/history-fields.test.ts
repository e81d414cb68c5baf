// The History card labels every table the record tree hangs under a record (db/record-tree.ts):
// a new child table without an entry here would show its changes under raw column names.
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardTables, recordTree } from '../../db/record-tree';
import { historyTables } from './history-fields';

const treeTables = new Set([...cardTables, ...recordTree.map((edge) => getTableName(edge.child))]);

describe("History's table labels", () => {
  it('have an entry for every table of the record tree', () => {
    expect([...treeTables].filter((table) => !(table in historyTables)).sort()).toEqual([]);
  });

  it('label no table the record tree does not hold', () => {
    expect(
      Object.keys(historyTables)
        .filter((table) => !treeTables.has(table))
        .sort(),
    ).toEqual([]);
  });
});
