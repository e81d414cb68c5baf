import { describe, expect, it } from 'vitest';
import { isActiveOption, offeredOptions } from './lookups';

const now = new Date('2024-06-15T12:00:00Z');

describe('isActiveOption', () => {
  it.each([
    { archiveDate: null, active: true },
    { archiveDate: '2024-06-16T00:00:00Z', active: true },
    { archiveDate: '2030-01-01', active: true },
    { archiveDate: '2024-06-15T12:00:00Z', active: false },
    { archiveDate: '2024-06-14T00:00:00Z', active: false },
    { archiveDate: '2001-01-01', active: false },
  ])('archive date $archiveDate → $active', ({ archiveDate, active }) => {
    expect(isActiveOption({ archiveDate }, now)).toBe(active);
  });

  it('compares with the current time by default', () => {
    expect(isActiveOption({ archiveDate: new Date(Date.now() + 60_000).toISOString() })).toBe(true);
    expect(isActiveOption({ archiveDate: new Date(Date.now() - 60_000).toISOString() })).toBe(false);
  });
});

describe('offeredOptions', () => {
  const options = [
    { id: 1, name: 'Open', sortOrder: 2, archiveDate: null },
    { id: 2, name: 'Archived', sortOrder: 1, archiveDate: '2020-01-01' },
    { id: 3, name: 'Closed', sortOrder: 3, archiveDate: '2099-01-01' },
    { id: 4, name: 'Abandoned', sortOrder: 2, archiveDate: null },
  ];
  const names = (list: readonly { name: string }[]) => list.map((o) => o.name);

  it('offers active options in sort order, then by name', () => {
    expect(names(offeredOptions(options, null, now))).toEqual(['Abandoned', 'Open', 'Closed']);
  });

  it('keeps the archived option a record already has, in its place', () => {
    expect(names(offeredOptions(options, 2, now))).toEqual(['Archived', 'Abandoned', 'Open', 'Closed']);
  });

  it('does not reorder the list it was given', () => {
    offeredOptions(options, 2, now);
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});
