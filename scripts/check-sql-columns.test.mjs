import { describe, expect, it } from 'vitest';
import { findBareColumns } from './check-sql-columns.mjs';

describe('the bare-column check of sql subqueries', () => {
  it('refuses the subquery that gave every new instrument locality 131', () => {
    const before = `primaryLocalityId: sql<number | null>\`(select \${propertyLocalities.localityId} from \${propertyLocalities}
        where \${propertyLocalities.propertyId} = \${properties.id} and \${propertyLocalities.isPrimary} limit 1)\`,`;
    expect(findBareColumns(before).map((found) => found.column)).toEqual([
      'propertyLocalities.localityId',
      'propertyLocalities.propertyId',
      'properties.id',
      'propertyLocalities.isPrimary',
    ]);
  });

  it('accepts qualified columns, tables, aliases of the file, constants and sql without a subquery', () => {
    const after = `const owner = alias(instruments, 'owner');
      const a = sql\`(select \${qualified(propertyLocalities.localityId)} from \${s.propertyLocalities}
        where \${qualified(s.properties.id)} = \${PropertyStatus.Current} and \${schedule.propertyId})\`;
      const b = sql\`\${properties.id} = 1\`;`;
    expect(findBareColumns(after)).toEqual([]);
    expect(findBareColumns(`const owner = alias(instruments, 'owner'); sql\`select \${owner.id}\``)).toEqual([
      { line: 1, column: 'owner.id' },
    ]);
  });
});
