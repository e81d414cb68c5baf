import { describe, expect, it } from 'vitest';
import {
  checkImport,
  type DatabaseFacts,
  type ImportSheet,
  type LookupOptions,
  wantedFacts,
} from './import-check';
import { kindOfSheet, matchColumns, nearestNames } from './import-matching';

const lookups: LookupOptions = {
  projectStatuses: [{ id: 1, name: 'Active' }],
  propertyStatuses: [
    { id: 1, name: 'Current' },
    { id: 2, name: 'Inactive' },
  ],
  localities: [
    { id: 3, name: 'Albemarle County' },
    { id: 4, name: 'Greene County' },
  ],
  instrumentStatuses: [
    { id: 1, name: 'Pending' },
    { id: 2, name: 'Active' },
  ],
  instrumentTypes: [],
  agreementTypes: [
    { id: 1, name: 'Open-Space Easement' },
    { id: 2, name: 'Conservation Easement' },
  ],
  specificTerms: [],
  users: [{ id: 9, name: 'Sam Staff' }],
};

const noFacts = (): DatabaseFacts => ({
  legacy: { project: new Map(), property: new Map(), instrument: new Map() },
  ids: { project: new Set(), property: new Set(), instrument: new Set() },
  projectNames: new Map(),
});

const sheet = (
  name: string,
  headers: string[],
  ...rows: ImportSheet['rows'][number]['cells'][]
): ImportSheet => ({
  name,
  headers,
  rows: rows.map((cells, i) => ({ row: i + 2, cells })),
});

describe('matching names', () => {
  it('offers the nearest names of an unknown value, ignoring case and spacing', () => {
    expect(
      nearestNames(
        'Conservaton Easement',
        lookups.agreementTypes.map((o) => o.name),
      ),
    ).toEqual(['Conservation Easement']);
    expect(
      nearestNames(
        'albemarle',
        lookups.localities.map((o) => o.name),
      ),
    ).toEqual(['Albemarle County']);
    expect(
      nearestNames(
        'Zzz',
        lookups.localities.map((o) => o.name),
      ),
    ).toEqual([]);
  });

  it('matches sheets and headers by name or a usual alias, the label first', () => {
    expect(kindOfSheet('Instrument Properties')).toBe('propertyInstruments');
    expect(kindOfSheet('properties 2024')).toBe('properties');
    expect(kindOfSheet('Easements')).toBe('instruments');
    expect(kindOfSheet('Notes')).toBeNull();
    expect(matchColumns('properties', ['PROPERTY  name', 'Name', 'County', 'Lat'])).toEqual({
      'PROPERTY  name': 'name',
      Name: '',
      County: 'primaryLocality',
      Lat: 'accessPointLatitude',
    });
  });
});

describe('checkImport', () => {
  it('reads Excel serial dates, m/d/yyyy text, thousands separators and number cells of coordinates', () => {
    const { report, plan } = checkImport({
      fileName: 'f.xlsx',
      sheets: [
        sheet('Projects', ['Legacy ID', 'Project Name'], ['P1', 'River Farm']),
        sheet(
          'Properties',
          ['Legacy ID', 'Project', 'Property Name', 'Primary Locality', 'Acres', 'Latitude', 'Longitude'],
          ['A', 'P1', 'Tract', 'albemarle   COUNTY', '1,204.5', 38.03, -78.5],
        ),
        sheet(
          'Instruments',
          [
            'Legacy ID',
            'Project',
            'Agreement Type',
            'Status',
            'Executed Date',
            'Recorded Date',
            'Staff Lead',
          ],
          ['E1', 'P1', 'Conservation Easement', 'Active', 40179, '2/3/2010', 'sam staff'],
        ),
      ],
      lookups,
      facts: noFacts(),
    });
    expect(report.issues).toEqual([]);
    expect(plan.properties[0]).toMatchObject({
      project: { legacyId: 'P1' },
      localityIds: [3],
      values: { acres: 1204.5, accessPointLatitude: 38.03, accessPointLongitude: -78.5 },
    });
    expect(plan.instruments[0]).toMatchObject({
      statusId: 2,
      staffLeadId: 9,
      values: { executedDate: '2010-01-01', recordedDate: '2010-02-03' },
    });
  });

  it('names a required column no header gives once, not on every row', () => {
    const { report } = checkImport({
      fileName: 'f.xlsx',
      sheets: [sheet('Projects', ['Legacy ID', 'Title'], ['P1', 'x'], ['P2', 'y'])],
      lookups,
      facts: noFacts(),
    });
    expect(report.issues.map((i) => [i.row, i.message])).toEqual([
      [1, 'No column of sheet Projects is mapped to Project Name, which is required.'],
    ]);
  });

  it('resolves references in the file or the database, and says which are missing or ambiguous', () => {
    const facts = noFacts();
    facts.legacy.project.set('OLD', 70);
    facts.ids.project.add(71);
    facts.projectNames.set('twin', [72, 73]);
    const sheets = [
      sheet(
        'Properties',
        ['Legacy ID', 'Project', 'Property Name', 'Primary Locality'],
        ['A', 'OLD', 'a', 'Greene County'],
        ['B', '71', 'b', 'Greene County'],
        ['C', 'Twin', 'c', 'Greene County'],
        ['D', 'Nowhere', 'd', 'Greene County'],
      ),
    ];
    expect(wantedFacts(sheets, undefined).legacy.project).toEqual(new Set(['OLD', '71', 'Twin', 'Nowhere']));
    const { report, plan } = checkImport({ fileName: 'f.xlsx', sheets, lookups, facts });
    expect(plan.properties.map((p) => p.project)).toEqual([{ id: 70 }, { id: 71 }]);
    expect(report.issues.map((i) => [i.row, i.column, i.message])).toEqual([
      [4, 'B', 'More than one project here is named "Twin": use the project\'s ID or Legacy ID.'],
      [5, 'B', 'No project "Nowhere" on the Projects sheet or among the projects already here.'],
    ]);
  });

  it('applies a value mapping to an unknown option', () => {
    const sheets = [
      sheet('Projects', ['Legacy ID', 'Project Name'], ['P1', 'x']),
      sheet('Instruments', ['Legacy ID', 'Project', 'Agreement Type'], ['E1', 'P1', 'Conservaton Easement']),
    ];
    const first = checkImport({ fileName: 'f.xlsx', sheets, lookups, facts: noFacts() });
    expect(first.report.unknownValues).toEqual([
      expect.objectContaining({
        value: 'Conservaton Easement',
        suggestions: ['Conservation Easement'],
        rows: 1,
      }),
    ]);
    const mapping = Object.fromEntries(first.report.sheets.map((s) => [s.sheet, s.mapping]));
    mapping.Instruments.values = { agreementType: { 'Conservaton Easement': 'Conservation Easement' } };
    const fixed = checkImport({ fileName: 'f.xlsx', sheets, mapping, lookups, facts: noFacts() });
    expect(fixed.report.ok).toBe(true);
    expect(fixed.plan.instruments[0].agreementTypeId).toBe(2);
  });
});
