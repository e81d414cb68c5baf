import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { getDirectoryAccount } from './crm.repo';
import { directoryCsvColumns, importDirectoryCsv, parseCsv, readDirectoryCsv } from './csv-import';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const header = directoryCsvColumns.join(',');
const csv = (...rows: string[]) => [header, ...rows].join('\r\n');

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","line one\r\nline two"\r\n\r\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'line one\nline two'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('names the line of a quote that is not closed or is followed by text', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow('Line 2: a quoted field is not closed.');
    expect(() => parseCsv('a,b\n"x"y,2')).toThrow(/^Line 2: text follows a closing quote/);
    expect(() => parseCsv('a,b\nx"y,2')).toThrow(/^Line 2: a quote in the middle of a field/);
  });

  it('stops one record past the most asked for, blank lines not counted', () => {
    const text = ['h', '', ...Array.from({ length: 1_000 }, (_, i) => `r${i}`)].join('\n');
    expect(parseCsv(text, { atMost: 3 })).toEqual([
      { line: 1, fields: ['h'] },
      { line: 3, fields: ['r0'] },
      { line: 4, fields: ['r1'] },
      { line: 5, fields: ['r2'] },
    ]);
  });
});

describe('readDirectoryCsv', () => {
  it('reports every bad row with its line and accepts none of the file', () => {
    const { accounts, errors } = readDirectoryCsv(
      csv(
        '4110.0.1,Ann Lee,Ann B. Lee,1 Main St,Richmond,va,23219,ann@example.org,Home,(804) 555-0101,,,,',
        ',Nameless,,,,,,,,,,,,',
        '4110.0.2,,,,,Virginia,ABC$,not-an-email,Home,,,,,',
        '4110.0.1,Ann Again,,,,,,,,,,,,',
        '4110.0.3,Too few',
      ),
    );
    expect(accounts).toEqual([]);
    expect(errors).toEqual([
      'Line 3: crmId is required.',
      'Line 4: name or fullName is required; state must be two letters, e.g. VA; postalCode may contain only letters, digits, spaces and dashes; email is not an email address; phone1 is required when phone1Type is given.',
      'Line 5: crmId 4110.0.1 is also on line 2.',
      'Line 6: has 2 fields; the header has 14.',
    ]);
  });

  it('checks the header row', () => {
    expect(readDirectoryCsv('crmId,name,extra\n1,A,x').errors).toEqual([
      'Line 1: the header row is missing fullName, address, city, state, postalCode, email, phone1Type, phone1, phone2Type, phone2, phone3Type, phone3.',
      'Line 1: the header row has unknown columns extra.',
    ]);
    expect(readDirectoryCsv('').errors).toEqual([
      'The file is empty: it needs a header row and at least one account.',
    ]);
    expect(readDirectoryCsv(header).errors).toEqual(['The file has a header row but no accounts.']);
  });

  it('takes the columns in any order, trims values and reads phones', () => {
    const reordered = [...directoryCsvColumns].reverse().join(',');
    const { accounts, errors } = readDirectoryCsv(
      `${reordered}\n,,(540) 555-0199,Mobile,(804) 555-0101,Home, info@example.org ,20118,va,Upperville,"1 Main St, Apt 2",,"Ridge Farm, LLC",R-77`,
    );
    expect(errors).toEqual([]);
    expect(accounts).toEqual([
      {
        crmId: 'R-77',
        name: 'Ridge Farm, LLC',
        fullName: null,
        address: '1 Main St, Apt 2',
        city: 'Upperville',
        state: 'VA',
        postalCode: '20118',
        email: 'info@example.org',
        phones: [
          { type: 'Home', number: '(804) 555-0101' },
          { type: 'Mobile', number: '(540) 555-0199' },
        ],
      },
    ]);
  });
});

describe('importDirectoryCsv', () => {
  it('imports nothing when a row is bad', async () => {
    const result = await importDirectoryCsv(
      database.db,
      csv('4110.0.8000001,Good Row,,,,,,,,,,,,', '4110.0.8000002,Bad Row,,,,Virginia,,,,,,,,'),
    );
    expect(result).toEqual({ ok: false, errors: ['Line 3: state must be two letters, e.g. VA.'] });
    expect(await getDirectoryAccount(database.db, '4110.0.8000001')).toBeNull();
  });

  it('adds new accounts and updates changed ones in one go, leaving identical ones alone', async () => {
    const before = await getDirectoryAccount(database.db, '4110.0.1000000');
    const unchangedBefore = await getDirectoryAccount(database.db, '4110.0.1000001');
    if (!before || !unchangedBefore) throw new Error('demo directory missing');
    const asRow = (a: typeof before, name = a.name) =>
      [
        a.crmId,
        name,
        a.fullName,
        `"${a.address}"`,
        a.city,
        a.state,
        a.postalCode,
        a.email,
        ...a.phones.flatMap((p) => [p.type, p.number]),
        '',
        '',
        '',
        '',
      ]
        .slice(0, 14)
        .join(',');
    const now = new Date('2031-01-02T03:04:05Z');
    const result = await importDirectoryCsv(
      database.db,
      csv(
        '4110.0.8000001,New Person,New Q. Person,9 Elm St,Warrenton,VA,20186,new@example.org,Mobile,(540) 555-0111,,,,',
        asRow(before, 'Virginia Outdoors Foundation (VOF)'),
        asRow(unchangedBefore),
      ),
      { now },
    );
    expect(result).toEqual({ ok: true, created: 1, updated: 1, unchanged: 1 });
    expect(await getDirectoryAccount(database.db, '4110.0.8000001')).toMatchObject({
      name: 'New Person',
      phones: [{ type: 'Mobile', number: '(540) 555-0111' }],
      modifiedAt: now,
    });
    expect(await getDirectoryAccount(database.db, '4110.0.1000000')).toMatchObject({
      name: 'Virginia Outdoors Foundation (VOF)',
      modifiedAt: now,
    });
    expect((await getDirectoryAccount(database.db, '4110.0.1000001'))?.modifiedAt).toEqual(
      unchangedBefore.modifiedAt,
    );
  });
});
